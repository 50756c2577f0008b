import { describe, expect, it } from 'vitest';
import { dxfCircle, dxfFile, dxfLine, dxfRing } from '../testing/drawings';
import { readDrawing } from './read-drawing';

const square = (x: number, y: number, side: number): [number, number][] => [
  [x, y],
  [x + side, y],
  [x + side, y + side],
  [x, y + side],
];

/** The points turned by `degrees` about the origin, then moved to `at`. */
const turned = (points: [number, number][], degrees: number, at: [number, number]): [number, number][] => {
  const [c, s] = [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)];
  return points.map(([x, y]) => [at[0] + c * x - s * y, at[1] + s * x + c * y]);
};

/** An L with one leg longer than the other: turned it is the same part, mirrored it is not. */
const L: [number, number][] = [
  [0, 0],
  [100, 0],
  [100, 20],
  [20, 20],
  [20, 60],
  [0, 60],
];
const mirrored = L.map(([x, y]): [number, number] => [-x, y]);

const read = (entities: string[][], thicknessMm?: number) =>
  readDrawing(dxfFile(entities, { insUnits: 4 }), { thicknessMm });

describe('a drawing of several parts', () => {
  it('folds a part moved and turned into one with its copies, and keeps a mirrored one apart', () => {
    const drawing = read([
      ...dxfRing(L),
      ...dxfRing(turned(L, 90, [300, 0])),
      ...dxfRing(turned(L, 200, [500, 100])),
      ...dxfRing(turned(mirrored, 0, [800, 0])),
    ]);
    expect(drawing.parts.map((p) => [p.part, p.copies, p.widthMm, p.heightMm, p.areaMm2, p.cutLengthMm])).toEqual([
      [1, 3, 100, 60, 2800, 320],
      [2, 1, 100, 60, 2800, 320],
    ]);
    expect(drawing.checks.map((c) => c.message)).toEqual([
      'The drawing holds 4 separate parts of 2 kinds: each is measured, checked and priced on its own.',
    ]);
  });

  it('numbers parts largest area first, an island in a hole a part of its own', () => {
    const drawing = read([...dxfRing(square(0, 0, 100)), ...dxfRing(square(20, 20, 60)), dxfCircle(50, 50, 20)]);
    expect(drawing.parts.map((p) => [p.part, p.pierces, p.areaMm2])).toEqual([
      [1, 2, 100 * 100 - 60 * 60],
      [2, 1, Math.PI * 400],
    ]);
    // Drawn from the drawing's lower-left corner: the island's first copy lies at (30, 30).
    expect([drawing.parts[1].xMm, drawing.parts[1].yMm]).toEqual([30, 30]);
    expect(drawing.parts[1].paths.map((i) => drawing.preview.paths[i].closed)).toEqual([true]);
  });

  it('reports every problem at once: an open outline, a part too small, and the plate’s, each on its part', () => {
    // Part 1: a plate with a 2 mm hole (narrower than a 3 mm plate); part 2: a square open at one corner;
    // part 3: a 10 mm square, too small; and a sound 50 mm square.
    const open = square(300, 0, 80);
    const drawing = read(
      [
        ...dxfRing(square(0, 0, 200)),
        dxfCircle(100, 100, 1),
        dxfLine(...open[0], ...open[1]),
        dxfLine(...open[1], ...open[2]),
        dxfLine(...open[2], ...open[3]),
        dxfLine(...open[3], open[0][0], open[0][1] + 1),
        ...dxfRing(square(500, 0, 10)),
        ...dxfRing(square(600, 0, 50)),
      ],
      3,
    );
    expect(drawing.parts.map((p) => [p.part, p.widthMm, p.checks.map((c) => c.code)])).toEqual([
      [1, 200, ['feature-too-small']],
      [2, 50, []],
      [3, 10, ['too-small']],
    ]);
    expect(drawing.checks.map((c) => c.code)).toEqual([
      'open-contour',
      'multiple-parts',
      'too-small',
      'feature-too-small',
    ]);
    expect(drawing.checks[0]).toMatchObject({
      severity: 'block',
      message: expect.stringContaining('not closed at (300, 1) mm'),
      at: { x: 300, y: 1 },
    });
    expect(drawing.checks[2].message).toMatch(/^Part 3: The part measures 10 × 10 mm/);
    expect(drawing.checks[3]).toMatchObject({
      message: expect.stringMatching(/^Part 1: The hole at \(100, 100\) mm is only 2 mm across/),
      at: { x: 100, y: 100 },
    });
  });

  it('names places from the drawing’s lower-left corner, as the preview’s dimensions run', () => {
    const drawing = read([
      dxfLine(1000, 500, 1300, 500),
      dxfLine(1300, 500, 1300, 700),
      dxfLine(1300, 700, 1000, 700),
      dxfLine(1000, 700, 1000, 500.5),
    ]);
    expect(drawing.checks[0].message).toContain('not closed at (0, 0.5) mm');
    expect(drawing.checks[0].at).toEqual({ x: 0, y: 0.5 });
    expect(drawing.parts).toEqual([]);
  });

  it('is one part with a geometry and an outline when the file holds one part', () => {
    const drawing = read([...dxfRing(square(0, 0, 100)), dxfCircle(50, 50, 10)]);
    expect(drawing.parts).toHaveLength(1);
    expect(drawing.parts[0]).toMatchObject({ part: 1, copies: 1, pierces: 2, checks: [] });
    expect(drawing.geometry).toBe(drawing.parts[0].geometry);
    expect(drawing.outline?.holes).toHaveLength(1);
  });
});
