import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DrawingError } from './errors';
import { readDrawing } from './read-drawing';

const CORPUS = path.join(import.meta.dirname, 'corpus');

/** Written by tools/drawings-corpus/write-layers.py: the part's figures by hand, checked against ezdxf. */
const expected = JSON.parse(readFileSync(path.join(CORPUS, 'layers-expected.json'), 'utf8'))['layers-dimensions'];
const file = readFileSync(path.join(CORPUS, 'layers-dimensions.dxf'), 'utf8');

const close = (actual: number, wanted: number) =>
  expect(Math.abs(actual - wanted)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(wanted)));

describe('layers', () => {
  it('lists every layer with its entities, and leaves out the one of dimensions, leaders and text', () => {
    const read = readDrawing(file);
    expect(read.layers).toEqual([
      { name: 'DIMS', entities: expected.layers.DIMS, included: false },
      { name: 'FRAME', entities: expected.layers.FRAME, included: true },
      { name: 'PART', entities: expected.layers.PART, included: true },
    ]);
    expect(read.checks.find((c) => c.code === 'layers-left-out')).toEqual({
      code: 'layers-left-out',
      severity: 'warn',
      message:
        'Layer "DIMS" left out: it holds only dimensions, text and other notes. Switch a layer on if the part is drawn on it.',
    });
    // Nothing of the dimension is reported as left out kind by kind: its layer is.
    expect(read.checks.map((c) => c.code)).not.toContain('ignored-entities');
    // The frame line is read: it is open.
    expect(read.checks.map((c) => c.code)).toContain('open-contour');
  });

  it('measures the part alone once the frame is left out, as worked out by hand', () => {
    const read = readDrawing(file, { excludedLayers: ['FRAME', 'DIMS'] });
    const part = expected.part;
    close(read.widthMm, part.widthMm);
    close(read.heightMm, part.heightMm);
    close(read.areaMm2, part.areaMm2);
    close(read.cutLengthMm, part.cutLengthMm);
    expect(read.pierces).toBe(part.pierces);
    expect(read.checks.map((c) => c.code)).toEqual(['layers-left-out']);
    expect(read.checks[0].message).toBe(
      'Layers "DIMS" and "FRAME" left out, as you chose. Switch a layer on if the part is drawn on it.',
    );
    expect(read.layers.map((layer) => layer.included)).toEqual([false, false, true]);
  });

  it('reads every layer when none is left out, the notes counted as left-out kinds', () => {
    const read = readDrawing(file, { excludedLayers: [] });
    expect(read.layers.every((layer) => layer.included)).toBe(true);
    expect(read.checks.map((c) => c.code)).toContain('ignored-entities');
  });

  it('has nothing to cut when the part’s layer is left out', () => {
    expect(() => readDrawing(file, { excludedLayers: ['PART', 'FRAME'] })).toThrow(DrawingError);
  });
});
