import { describe, expect, it } from 'vitest';
import { findShapeBySlug } from '../shapes/catalogue';
import { toDxf } from '../shapes/dxf';
import { signedArea } from '../shapes/geometry';
import { partMeasures } from '../shapes/measures';
import { outlineProblems } from '../shapes/polygon';
import { dxfArc, dxfCircle, dxfFile, dxfInsert, dxfLine, dxfRing } from '../testing/drawings';
import type { Conic } from '../geometry/arc';
import { conicLength } from '../geometry/arc';
import { newBudget } from './budget';
import { readDrawing } from './read-drawing';
import { splinePoints } from './spline';

/** Gauss's arithmetic-geometric mean series for the perimeter of an ellipse, exact to rounding. */
function ellipsePerimeter(a: number, b: number): number {
  let [an, bn, sum, power] = [a, b, (a * a - b * b) / 2, 1];
  while (Math.abs(an - bn) > 1e-15 * an) {
    const cn = (an - bn) / 2;
    [an, bn] = [(an + bn) / 2, Math.sqrt(an * bn)];
    sum += power * cn * cn;
    power *= 2;
  }
  return ((2 * Math.PI) / an) * (a * a - sum);
}

const ellipse = (a: number, b: number, t0 = 0, t1 = 2 * Math.PI): Conic => ({
  kind: 'conic',
  c: { x: 0, y: 0 },
  u: { x: a, y: 0 },
  v: { x: 0, y: b },
  t0,
  t1,
});

describe('ellipse perimeters', () => {
  it.each([
    [100, 100],
    [100, 60],
    [100, 10],
    [1000, 1],
  ])('%d × %d agrees with the AGM series to 1e-9', (a, b) => {
    const exact = ellipsePerimeter(a, b);
    expect(Math.abs(conicLength(ellipse(a, b)) - exact) / exact).toBeLessThan(1e-9);
    // A quarter, and the same run backwards.
    expect(Math.abs(conicLength(ellipse(a, b, Math.PI / 2, 0)) - exact / 4) / exact).toBeLessThan(1e-9);
  });

  it('measures conjugate radii (a circle squashed by a sheared block) as the same ellipse', () => {
    const sheared: Conic = {
      kind: 'conic',
      c: { x: 0, y: 0 },
      u: { x: 100, y: 0 },
      v: { x: 30, y: 60 },
      t0: 0,
      t1: 2 * Math.PI,
    };
    // u and v are conjugate semi-diameters; the axes follow from a² + b² = |u|² + |v|², ab = |u × v|.
    const [sum, product] = [100 * 100 + 30 * 30 + 60 * 60, 100 * 60];
    const a = Math.sqrt((sum + Math.sqrt(sum * sum - 4 * product * product)) / 2);
    const b = product / a;
    expect(Math.abs(conicLength(sheared) / ellipsePerimeter(a, b) - 1)).toBeLessThan(1e-9);
  });
});

describe('splines', () => {
  it('follow a quarter circle drawn as a rational spline to well within 0.1 %', () => {
    const points = splinePoints(
      {
        degree: 2,
        knots: [0, 0, 0, 1, 1, 1],
        control: [
          { x: 100, y: 0 },
          { x: 100, y: 100 },
          { x: 0, y: 100 },
        ],
        weights: [1, Math.SQRT1_2, 1],
      },
      0.001,
      newBudget(),
    );
    const length = points.slice(1).reduce((sum, p, i) => sum + Math.hypot(p.x - points[i].x, p.y - points[i].y), 0);
    expect(Math.abs(length / (50 * Math.PI) - 1)).toBeLessThan(1e-5);
    for (const p of points) expect(Math.abs(Math.hypot(p.x, p.y) - 100)).toBeLessThan(1e-9);
  });
});

describe('a drawing of a catalogue part', () => {
  it('measures exactly as the catalogue’s 300 × 200 rectangle', () => {
    const rectangle = findShapeBySlug('rectangle')!;
    const catalogue = partMeasures(rectangle, { a: 300, b: 200 });
    const drawing = readDrawing(
      dxfFile(
        dxfRing([
          [0, 0],
          [300, 0],
          [300, 200],
          [0, 200],
        ]),
        { insUnits: 4 },
      ),
    );
    expect({
      widthMm: drawing.widthMm,
      heightMm: drawing.heightMm,
      areaMm2: drawing.areaMm2,
      cutLengthMm: drawing.cutLengthMm,
      pierces: drawing.pierces,
      weightKg: undefined,
    }).toEqual(catalogue);
  });

  it('comes out as an Outline the DXF writer writes and the reader reads back the same', () => {
    // A slotted plate: outline of lines, a slot of lines and arcs, a round hole.
    const text = dxfFile(
      [
        ...dxfRing([
          [0, 0],
          [200, 0],
          [200, 100],
          [0, 100],
        ]),
        dxfLine(60, 40, 140, 40),
        dxfArc(140, 50, 10, -90, 90),
        dxfLine(140, 60, 60, 60),
        dxfArc(60, 50, 10, 90, 270),
        dxfCircle(170, 50, 12),
      ],
      { insUnits: 4 },
    );
    const first = readDrawing(text);
    const outline = first.outline!;
    expect(outlineProblems(outline)).toEqual([]);
    expect(signedArea(outline.outer)).toBeGreaterThan(0);
    for (const hole of outline.holes) expect(signedArea(hole)).toBeLessThan(0);
    const again = readDrawing(toDxf(outline));
    expect(again.checks).toEqual([]);
    // Coordinates are written to 0.1 µm, bulges to 10 places: arcs come back true arcs.
    expect(Math.abs(again.areaMm2 / first.areaMm2 - 1)).toBeLessThan(1e-7);
    expect(Math.abs(again.cutLengthMm / first.cutLengthMm - 1)).toBeLessThan(1e-7);
    expect(again.pierces).toBe(3);
  });
});

describe('pierces', () => {
  it('counts one per closed contour: a loose line is not cut until it closes', () => {
    const text = dxfFile(
      [
        ...dxfRing([
          [0, 0],
          [100, 0],
          [100, 100],
          [0, 100],
        ]),
        dxfCircle(30, 30, 5),
        dxfCircle(70, 70, 5),
        dxfLine(20, 80, 40, 80),
      ],
      { insUnits: 4 },
    );
    expect(readDrawing(text).pierces).toBe(3);
  });
});

describe('nesting many contours', () => {
  it('finds each of a perforated plate’s holes in the outline, and a part floating in one of them', () => {
    const holes = Array.from({ length: 400 }, (_, i) => dxfCircle(15 + (i % 20) * 20, 15 + Math.floor(i / 20) * 20, 6));
    const plate = dxfRing([
      [0, 0],
      [410, 0],
      [410, 410],
      [0, 410],
    ]);
    const sound = readDrawing(dxfFile([...plate, ...holes], { insUnits: 4 }));
    expect(sound.checks).toEqual([]);
    expect(sound.pierces).toBe(401);
    expect(sound.areaMm2).toBeCloseTo(410 * 410 - 400 * Math.PI * 36, 6);
    const floating = readDrawing(dxfFile([...plate, ...holes, dxfCircle(215, 215, 2)], { insUnits: 4 }));
    // The speck in a hole is a part of its own, too small to cut; the plate can still be ordered.
    expect(floating.checks.map((c) => c.code)).toEqual(['multiple-parts', 'too-small']);
    expect(floating.parts.map((p) => [p.part, p.pierces, p.checks.map((c) => c.code)])).toEqual([
      [1, 401, []],
      [2, 1, ['too-small']],
    ]);
  });

  it('nests rings around rings, each inside the next', () => {
    const rings = Array.from({ length: 60 }, (_, i) => dxfCircle(0, 0, 10 + i * 5));
    const result = readDrawing(dxfFile(rings, { insUnits: 4 }));
    // Outline, hole, part in the hole…: a part floats in a hole, and the area alternates.
    expect(result.checks.map((c) => c.code)).toEqual(['multiple-parts']);
    const area = rings.reduce((sum, _, i) => sum + (i % 2 === 0 ? -1 : 1) * Math.PI * (10 + i * 5) ** 2, 0);
    expect(result.areaMm2).toBeCloseTo(Math.abs(area), 4);
  });
});

describe('units', () => {
  const square = (insUnits?: number) =>
    dxfFile(
      dxfRing([
        [0, 0],
        [10, 0],
        [10, 10],
        [0, 10],
      ]),
      { insUnits },
    );

  it.each([
    [1, 'in', 254],
    [2, 'ft', 3048],
    [4, 'mm', 10],
    [5, 'cm', 100],
    [6, 'm', 10000],
  ])('$INSUNITS %d reads as %s', (code, unit, side) => {
    const result = readDrawing(square(code));
    expect([result.units, result.unitsFrom, result.widthMm]).toEqual([unit, 'file', side]);
  });

  it('assumes millimetres when the file says nothing or names units we do not read, and warns', () => {
    for (const code of [undefined, 0, 3]) {
      const result = readDrawing(square(code));
      expect([result.units, result.unitsFrom, result.checks.map((c) => c.code)]).toEqual([
        'mm',
        'assumed',
        ['too-small', 'units-assumed'],
      ]);
    }
  });

  it('reads the drawing in the customer’s units when chosen, without a warning', () => {
    const result = readDrawing(square(), { units: 'in' });
    expect([result.units, result.unitsFrom, result.widthMm, result.areaMm2]).toEqual(['in', 'chosen', 254, 254 * 254]);
    expect(result.checks).toEqual([]);
  });
});

describe('files from other CAD programs', () => {
  it('reads lines ended by CR LF, LF or a lone CR alike', () => {
    const text = dxfFile(
      dxfRing([
        [0, 0],
        [100, 0],
        [100, 50],
        [0, 50],
      ]),
      { insUnits: 4 },
    );
    const read = (ending: string) => readDrawing(text.replaceAll('\n', ending));
    for (const ending of ['\r\n', '\r']) {
      expect(read(ending)).toEqual(read('\n'));
    }
  });

  it('reads dxflib’s HEADER (LibreCAD’s library), which ends the section early and goes on', () => {
    const lines = dxfFile(
      dxfRing([
        [0, 0],
        [10, 0],
        [10, 10],
        [0, 10],
      ]),
    ).split('\n');
    const header = [
      '999',
      'dxflib 2.0.0.0',
      '0',
      'SECTION',
      '2',
      'HEADER',
      '9',
      '$ACADVER',
      '1',
      'AC1015',
      '0',
      'ENDSEC',
    ];
    const text = [...header, '9', '$INSUNITS', '70', '1', ...lines.slice(lines.indexOf('ENDSEC') - 1)].join('\n');
    const result = readDrawing(text);
    expect([result.units, result.unitsFrom, result.widthMm]).toEqual(['in', 'file', 254]);
  });
});

describe('curves exported as many short lines', () => {
  it('reads a circle of 20,000 lines of 0.03 mm as one closed outline, not as lines drawn twice', () => {
    const sides = 20_000;
    const points = Array.from({ length: sides }, (_, i): [number, number] => {
      const angle = (2 * Math.PI * i) / sides;
      return [100 * Math.cos(angle), 100 * Math.sin(angle)];
    });
    const read = readDrawing(dxfFile(dxfRing(points), { insUnits: 4 }));
    expect(read.cutLengthMm).toBeCloseTo(2 * sides * 100 * Math.sin(Math.PI / sides), 6);
    expect(read.areaMm2).toBeCloseTo((sides / 2) * 100 ** 2 * Math.sin((2 * Math.PI) / sides), 4);
    expect(read.pierces).toBe(1);
    expect(read.checks).toEqual([]);
  });

  it('still cuts once a line drawn over another, in pieces or whole', () => {
    const read = readDrawing(
      dxfFile(
        [
          ...dxfRing([
            [0, 0],
            [100, 0],
            [100, 50],
            [0, 50],
          ]),
          dxfLine(10, 0, 60, 0),
          dxfLine(50, 0, 90, 0),
        ],
        {
          insUnits: 4,
        },
      ),
    );
    expect([read.cutLengthMm, read.areaMm2, read.pierces]).toEqual([300, 5000, 1]);
    expect(read.checks.map((c) => c.code)).toEqual(['duplicate-lines-removed']);
  });
});

describe('splines given by their fit points alone', () => {
  const fitSpline = (points: [number, number][], handle?: string, paperSpace = false): string[] => [
    ...['0', 'SPLINE', ...(handle ? ['5', handle] : []), '8', '0', ...(paperSpace ? ['67', '1'] : [])],
    ...['70', '8', '71', '3', '72', '0', '73', '0', '74', String(points.length)],
    ...points.flatMap(([x, y]) => ['11', String(x), '21', String(y), '31', '0']),
  ];
  const through: [number, number][] = [
    [0, 0],
    [30, 50],
    [80, 70],
    [120, 30],
    [170, 60],
    [200, 0],
  ];
  const closedBy = [dxfLine(200, 0, 0, 0)];

  it('reads each as the curve through its points, in a block too, whatever stands before it', () => {
    const alone = readDrawing(dxfFile([fitSpline(through), ...closedBy], { insUnits: 4 }));
    expect(alone.checks).toEqual([]);
    expect(alone.cutLengthMm).toBeGreaterThan(200 + 2 * 70);
    // A paper-space spline first, and the part in a block: each spline finds its own points.
    const square: [number, number][] = [
      [0, 0],
      [5, 5],
      [0, 10],
    ];
    const placed = readDrawing(
      dxfFile([fitSpline(square, 'A1', true), dxfInsert('PART', { x: 0, y: 0 })], {
        insUnits: 4,
        blocks: { PART: [fitSpline(through, 'B2'), ...closedBy] },
      }),
    );
    expect(placed.cutLengthMm).toBeCloseTo(alone.cutLengthMm, 9);
    expect(placed.areaMm2).toBeCloseTo(alone.areaMm2, 9);
    // Without handles, by their places: the paper-space one takes the first points.
    const unnamed = readDrawing(dxfFile([fitSpline(square, undefined, true), fitSpline(through), ...closedBy]));
    expect(unnamed.cutLengthMm).toBeCloseTo(alone.cutLengthMm, 9);
  });
});
