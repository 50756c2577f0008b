import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DrawingError } from './errors';
import { readDrawing } from './read-drawing';

const CORPUS = path.join(import.meta.dirname, 'corpus');

/** Written by tools/drawings-corpus/write-corpus.py: worked out by hand, checked against ezdxf. */
interface Expected {
  widthMm: number;
  heightMm: number;
  /** null where contours cross and the area means nothing. */
  areaMm2: number | null;
  cutLengthMm: number;
  pierces: number;
  checks: string[];
  thicknessChecks?: Record<string, string[]>;
  error?: string;
  /** Each kind of part, largest first: its first drawn copy's figures, and how many the file holds. */
  parts?: (Omit<Expected, 'parts' | 'areaMm2'> & { areaMm2: number; copies: number })[];
}

const expected: Record<string, Expected> = JSON.parse(readFileSync(path.join(CORPUS, 'expected.json'), 'utf8'));
const read = (name: string) => readFileSync(path.join(CORPUS, `${name}.dxf`), 'utf8');

/** Lines, arcs and ellipses are exact (rounding aside); splines are followed by chords, well inside 0.1 %. */
const tolerance = (name: string) => (name.startsWith('spline') ? 1e-4 : 1e-9);

const close = (actual: number, wanted: number, relative: number) =>
  expect(Math.abs(actual - wanted)).toBeLessThanOrEqual(relative * Math.max(1, Math.abs(wanted)));

describe('the corpus of customers’ drawings', () => {
  const measured = Object.entries(expected).filter(([, e]) => !e.error);

  it.each(measured)('%s measures as worked out by hand', (name, e) => {
    const result = readDrawing(read(name));
    close(result.widthMm, e.widthMm, tolerance(name));
    close(result.heightMm, e.heightMm, tolerance(name));
    if (e.areaMm2 !== null) close(result.areaMm2, e.areaMm2, tolerance(name));
    close(result.cutLengthMm, e.cutLengthMm, tolerance(name));
    expect(result.pierces).toBe(e.pierces);
    expect(result.checks.map((c) => c.code)).toEqual(e.checks);
  });

  it.each(measured.filter(([, e]) => e.parts))('%s splits into parts as worked out by hand', (name, e) => {
    const { parts } = readDrawing(read(name));
    expect(parts.map((p) => [p.part, p.copies, p.pierces, p.checks.map((c) => c.code)])).toEqual(
      e.parts!.map((p, i) => [i + 1, p.copies, p.pierces, p.checks]),
    );
    parts.forEach((p, i) => {
      const wanted = e.parts![i];
      for (const key of ['widthMm', 'heightMm', 'areaMm2', 'cutLengthMm'] as const) close(p[key], wanted[key], 1e-9);
    });
  });

  it.each(measured.filter(([, e]) => e.thicknessChecks))('%s is checked against the plate thickness', (name, e) => {
    for (const [thickness, codes] of Object.entries(e.thicknessChecks!)) {
      const result = readDrawing(read(name), { thicknessMm: Number(thickness) });
      expect(
        result.checks.map((c) => c.code),
        `${thickness} mm`,
      ).toEqual([...e.checks, ...codes]);
    }
  });

  it.each(Object.entries(expected).filter(([, e]) => e.error))('%s is refused with a DrawingError', (name, e) => {
    expect(() => readDrawing(read(name))).toThrow(DrawingError);
    expect(() => readDrawing(read(name))).toThrow(expect.objectContaining({ code: e.error }));
  });
});

describe('a file cut short', () => {
  it.each([0.5, 0.9, 0.99])('is refused when it stops at %s of its length, before its EOF', (share) => {
    const text = read('plate-with-holes');
    const cut = text.slice(0, Math.floor(text.length * share));
    expect(() => readDrawing(cut)).toThrow(expect.objectContaining({ code: 'truncated' }));
  });
});

describe('what the checks say', () => {
  const messages = (name: string, thicknessMm?: number) =>
    readDrawing(read(name), { thicknessMm }).checks.map((c) => c.message);

  it('names where an outline is open and how wide the gap is', () => {
    expect(messages('open-contour')).toEqual([
      'The outline is not closed at (300, 0) mm: the nearest loose end is 0.5 mm away at (299.5, 0). Join the ends so the cut can go all the way round.',
    ]);
  });

  it('names where lines cross, and where separate parts lie', () => {
    expect(messages('crossing-contours')[0]).toContain('at (300, 70) mm');
    expect(messages('self-crossing')[0]).toContain('at (50, 50) mm');
    expect(messages('two-parts')).toEqual([
      'The drawing holds 2 separate parts, all alike: each is measured, checked and priced on its own.',
    ]);
    expect(messages('parts-10')[0]).toBe(
      'The drawing holds 10 separate parts of 5 kinds: each is measured, checked and priced on its own.',
    );
  });

  it('names a hole narrower than the plate and a web thinner than it', () => {
    expect(messages('hole-too-small', 3)).toEqual([
      'The hole at (50, 50) mm is only 2 mm across, narrower than the 3 mm plate. Holes must be at least as wide as the plate is thick.',
    ]);
    const webs = messages('thin-web', 3);
    expect(webs[0]).toContain('Only 2 mm of material is left between (2, 80) and (0, 80) mm');
    expect(webs[1]).toContain('Only 2 mm of material is left between (55, 30) and (57, 30) mm');
  });

  it('lists what was left out, kind by kind', () => {
    expect(messages('ignored-entities')).toEqual([
      'Left out 1 DIMENSION, 1 HATCH, 1 IMAGE, 1 LEADER, 1 MTEXT, 1 POINT, 1 SOLID and 1 TEXT: only lines, arcs, circles, ellipses, polylines and splines are cut.',
    ]);
    expect(messages('duplicate-lines')).toEqual([
      '3 lines were drawn twice (the first at (0, 0) mm); each is cut once.',
    ]);
  });
});
