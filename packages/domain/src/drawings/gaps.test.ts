import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dxfFile, dxfLine, dxfRing } from '../testing/drawings';
import { outlineOfGeometry } from './geometry';
import { readDrawing } from './read-drawing';

const CORPUS = path.join(import.meta.dirname, 'corpus');

/** Written by tools/drawings-corpus/write-gaps.py: the mended outline worked out by hand, the file checked with ezdxf. */
interface Expected {
  widthMm: number;
  heightMm: number;
  areaMm2: number;
  cutLengthMm: number;
  pierces: number;
  mended: number;
  widestMm: number;
}

const expected: Record<string, Expected> = JSON.parse(readFileSync(path.join(CORPUS, 'gaps-expected.json'), 'utf8'));
const read = (name: string) => readFileSync(path.join(CORPUS, `${name}.dxf`), 'utf8');

const close = (actual: number, wanted: number) =>
  expect(Math.abs(actual - wanted)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(wanted)));

describe('gaps and overshoots finer than the laser', () => {
  it.each(Object.entries(expected))('%s is mended and measures as worked out by hand', (name, e) => {
    const result = readDrawing(read(name));
    close(result.widthMm, e.widthMm);
    close(result.heightMm, e.heightMm);
    close(result.areaMm2, e.areaMm2);
    close(result.cutLengthMm, e.cutLengthMm);
    expect(result.pierces).toBe(e.pierces);
    expect(result.checks.map((c) => c.code)).toEqual(['gaps-closed']);
    expect(result.preview.mended).toHaveLength(2 * e.mended);
    expect(result.geometry).toBeDefined();
  });

  it('says how many and the widest, where', () => {
    expect(readDrawing(read('gaps-0.04')).checks[0].message).toBe(
      '4 gaps and overshoots of under 0.1 mm, finer than the laser cuts, were closed (the widest 0.06 mm, at (99.98, 0.02) mm; marked on the preview). Check the outline is as you meant it.',
    );
    expect(readDrawing(read('overshoot-0.05')).checks[0].message).toContain('One gap or overshoot of under 0.1 mm');
  });

  it('carries the widest mend’s place for its marker on the preview, as the message says it', () => {
    const [check] = readDrawing(read('gaps-0.04')).checks;
    expect(check.at!.x).toBeCloseTo(99.98, 2);
    expect(check.at!.y).toBeCloseTo(0.02, 2);
  });

  it('marks the mends on the preview, from its lower-left corner', () => {
    expect(readDrawing(read('overshoot-0.05')).preview.mended).toEqual([100, 0]);
  });

  it('keeps the mended outline for the cutting floor: the overshoot gone', () => {
    const { geometry } = readDrawing(read('overshoot-0.05'));
    const outline = outlineOfGeometry(geometry!);
    const xs = outline.outer.map((p) => p.x);
    expect(Math.max(...xs)).toBeCloseTo(100, 9);
  });

  it('drops a stroke drawn out and back within the laser’s width, leaving the part (a real export did)', () => {
    const square = dxfRing([
      [0, 0],
      [100, 0],
      [100, 100],
      [0, 100],
    ]);
    // 0.06 mm out and back, its ends 0.0002 mm apart: bridged, then all of it trimmed as a fold.
    const sliver = [dxfLine(50, 50, 50.06, 50.0001), dxfLine(50.06, 50.0001, 50, 50.0002)];
    const result = readDrawing(dxfFile([...square, ...sliver], { insUnits: 4 }));
    expect(result.parts).toHaveLength(1);
    expect(result.areaMm2).toBeCloseTo(10_000, 9);
    expect(result.cutLengthMm).toBeCloseTo(400, 9);
    expect(result.checks.map((c) => c.code)).toEqual(['gaps-closed']);
  });

  it('leaves a gap of 0.5 mm open, as before', () => {
    const result = readDrawing(read('open-contour'));
    expect(result.checks.map((c) => c.code)).toEqual(['open-contour']);
    expect(result.preview.mended).toBeUndefined();
  });
});
