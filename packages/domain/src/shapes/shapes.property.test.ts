import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHAPES } from './catalogue';
import { toDxf } from './dxf';
import { area, boundingBox, perimeter, signedArea } from './geometry';
import { MIN_PART_MM } from './limits';
import { CHORD_TOLERANCE_MM } from '../geometry/tolerances';
import { UNITS } from './parameters';
import { outlineProblems } from './polygon';
import type { Outline, Params, Point, Ring, ShapeDefinition, ShapeParameter } from './types';
import { validate } from './validate';
import { readDxf } from '../testing/dxf';

const RUNS = 200;

const deg = (d: number): number => (d * Math.PI) / 180;

/** Textbook areas, to hold the flattened outlines to. */
const EXACT_AREA: Record<string, (p: Params) => number> = {
  rectangle: (p) => p.a * p.b,
  square: (p) => p.a * p.a,
  circle: (p) => (Math.PI * p.a * p.a) / 4,
  ring: (p) => (Math.PI * (p.a * p.a - p.b * p.b)) / 4,
  flange: (p) => (Math.PI * (p.a * p.a - p.b * p.b - p.n * p.c * p.c)) / 4,
  'plate-with-hole': (p) => p.a * p.b - (Math.PI * p.c * p.c) / 4,
  'plate-with-square-cutout': (p) => p.a * p.b - p.c * p.c,
  'slotted-plate': (p) => p.a * p.b - p.c * (p.length - p.c) - (Math.PI * p.c * p.c) / 4,
  'slotted-bracket': (p) => p.a * p.b - 2 * (p.c * (p.length - p.c) + (Math.PI * p.c * p.c) / 4),
  'base-plate': (p) => p.a * p.b - Math.PI * p.c * p.c,
  'rounded-rectangle': (p) => p.a * p.b - (4 - Math.PI) * p.r * p.r,
  'l-bracket': (p) => p.c * (p.a + p.b - p.c),
  triangle: (p) => (p.a * p.b * Math.sin(deg(p.Angle))) / 2,
  'isosceles-triangle': (p) => (p.a * Math.sqrt(p.b * p.b - (p.a * p.a) / 4)) / 2,
  'right-triangle': (p) => (p.a * p.b) / 2,
  trapezoid: (p) => ((p.a + p.b) / 2) * p.h,
  parallelogram: (p) => p.a * p.b * Math.sin(deg(p.Angle)),
  hexagon: (p) => (Math.sqrt(3) / 2) * p.a * p.a,
};

/** Anywhere in the parameter's range: whole millimetres or any double, bounds included; counts are whole. */
const valueIn = (param: ShapeParameter) => {
  const whole = fc.integer({ min: Math.ceil(param.min), max: Math.floor(param.max) });
  return UNITS[param.unit].whole ? whole : fc.oneof(whole, fc.double({ min: param.min, max: param.max, noNaN: true }));
};

/** The outline moved to `at`, turned by `turn` radians and, if asked, mirrored first; arcs follow. */
function place(outline: Outline, at: Point, turn: number, mirror: boolean): Outline {
  const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
  const move = (p: Point): Point => {
    const x = mirror ? -p.x : p.x;
    const moved = { x: at.x + x * cos - p.y * sin, y: at.y + x * sin + p.y * cos };
    // A mirror turns every arc the other way.
    return p.arc ? { ...moved, arc: mirror ? { ...p.arc, bulge: -p.arc.bulge } : p.arc } : moved;
  };
  return { outer: outline.outer.map(move), holes: outline.holes.map((hole) => hole.map(move)) };
}

/** Every length times k; angles and counts stay. */
const scaled = (shape: ShapeDefinition, params: Params, k: number): Params =>
  Object.fromEntries(shape.parameters.map((p) => [p.key, p.unit === 'mm' ? params[p.key] * k : params[p.key]]));

/** What the shop's CAM reads from the DXF: each contour's true area, in the order written. */
const dxfAreas = (outline: Outline): number[] => readDxf(toDxf(outline)).contours.map((c) => c.area);

const thickness = fc.integer({ min: 10, max: 300 }).map((tenths) => tenths / 10);

/** Each value anywhere in its own range: shapes with many linked rules accept few of these. */
const independentParams = (shape: ShapeDefinition) =>
  fc.record(Object.fromEntries(shape.parameters.map((param) => [param.key, valueIn(param)])));

/**
 * The defaults with every length scaled by one factor and nudged by its own few per cent, kept in
 * range: most of these pass the linked rules, so every shape gets its runs whatever its acceptance rate.
 */
const nearDefaults = (shape: ShapeDefinition) =>
  fc
    .tuple(
      fc.double({ min: 0.2, max: 8, noNaN: true }),
      fc.array(fc.double({ min: 0.9, max: 1.1, noNaN: true }), {
        minLength: shape.parameters.length,
        maxLength: shape.parameters.length,
      }),
    )
    .map(([k, nudges]) =>
      Object.fromEntries(
        shape.parameters.map((param, i) => {
          const value = param.unit === 'mm' ? shape.defaults[param.key] * k * nudges[i] : shape.defaults[param.key];
          return [param.key, Math.min(param.max, Math.max(param.min, value))];
        }),
      ),
    );

const paramsOf = (shape: ShapeDefinition) => fc.oneof(independentParams(shape), nearDefaults(shape));

/** Trapezoid rule, written apart from the shoelace in geometry.ts. */
const ringArea = (ring: Ring): number =>
  Math.abs(
    ring.reduce((sum, p, i) => {
      const q = ring[(i + 1) % ring.length];
      return sum + (q.x - p.x) * (q.y + p.y);
    }, 0),
  ) / 2;

const anyValue = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(undefined, null, '', ' ', 'abc', '12', '1e3', '-0', 'Infinity', 'NaN', true, {}, []),
  fc.string(),
);

describe.each(SHAPES.map((shape) => [shape.slug, shape] as const))('%s', (_slug, shape) => {
  it('gives a sound, cuttable outline for every accepted input', () => {
    fc.assert(
      // Rejected inputs are skipped, so each shape gets RUNS accepted ones whatever its acceptance rate.
      fc.property(paramsOf(shape), thickness, (params, t) => {
        fc.pre(validate(shape, params, t).length === 0);
        const outline = shape.outline(params);
        const box = boundingBox(outline);
        const rings = [outline.outer, ...outline.holes];
        // The flattened circles may sit inside the true ones by the chord tolerance.
        expect(outlineProblems(outline, t - CHORD_TOLERANCE_MM - 1e-6)).toEqual([]);
        for (const hole of outline.holes) {
          const holeBox = boundingBox({ outer: hole, holes: [] });
          expect(Math.min(holeBox.width, holeBox.height)).toBeGreaterThanOrEqual(t - 2 * CHORD_TOLERANCE_MM);
        }
        expect(rings.every((ring) => ring.every((p) => Number.isFinite(p.x) && Number.isFinite(p.y)))).toBe(true);
        expect(Math.abs(box.minX) + Math.abs(box.minY)).toBeLessThan(1e-6);
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(MIN_PART_MM - 1e-6);

        const material = area(outline);
        const holes = outline.holes.reduce((sum, hole) => sum + ringArea(hole), 0);
        expect(material).toBeGreaterThan(0);
        expect(material).toBeCloseTo(ringArea(outline.outer) - holes, 6);
        expect(signedArea(outline.outer)).toBeGreaterThan(0);
        const exact = EXACT_AREA[shape.slug](params);
        expect(Math.abs(material - exact)).toBeLessThanOrEqual(perimeter(outline) * CHORD_TOLERANCE_MM + exact * 1e-9);

        const [sentParams, sentThickness] = JSON.parse(JSON.stringify([params, t]));
        expect(validate(shape, sentParams, sentThickness)).toEqual([]);
        const typed = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));
        expect(validate(shape, typed, String(t))).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it('measures the same moved, turned or mirrored (DXF arcs too), and scales with its lengths', () => {
    const coordinate = fc.double({ min: -5000, max: 5000, noNaN: true });
    const anywhere = fc.record({ x: coordinate, y: coordinate });
    fc.assert(
      fc.property(
        paramsOf(shape),
        thickness,
        anywhere,
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.boolean(),
        fc.double({ min: 0.25, max: 4, noNaN: true }),
        (params, t, at, turn, mirror, k) => {
          fc.pre(validate(shape, params, t).length === 0);
          const outline = shape.outline(params);
          const placed = place(outline, at, turn, mirror);
          expect(area(placed)).toBeCloseTo(area(outline), 3);
          expect(perimeter(placed)).toBeCloseTo(perimeter(outline), 6);
          expect(Math.sign(signedArea(placed.outer))).toBe(mirror ? -1 : 1);
          // The DXF writes coordinates to 0.1 µm: far from the origin that rounding shows in the areas.
          const [before, after] = [dxfAreas(outline), dxfAreas(placed)];
          after.forEach((contour, i) =>
            expect(Math.abs(contour - before[i])).toBeLessThanOrEqual(perimeter(outline) * 1e-4),
          );

          // Rounding of the arcs aside, k times every length is k² the area and k times the cut.
          const bigger = shape.outline(scaled(shape, params, k));
          const exact = k * k * EXACT_AREA[shape.slug](params);
          expect(Math.abs(area(bigger) - exact)).toBeLessThanOrEqual(
            perimeter(bigger) * CHORD_TOLERANCE_MM + exact * 1e-9,
          );
          expect(Math.abs(perimeter(bigger) - k * perimeter(outline))).toBeLessThanOrEqual(
            0.002 * k * perimeter(outline),
          );
        },
      ),
      { numRuns: RUNS / 4 },
    );
  });

  it('never throws, whatever the values', () => {
    const values = fc.record(
      Object.fromEntries(shape.parameters.map((param) => [param.key, fc.oneof(valueIn(param), anyValue)])),
    );
    fc.assert(
      fc.property(values, fc.oneof(thickness, anyValue), (params, t) => {
        const errors = validate(shape, params, t);
        expect(errors.every((e) => typeof e.key === 'string' && typeof e.message === 'string')).toBe(true);
        expect(new Set(errors.map((e) => e.key)).size).toBe(errors.length);
      }),
      { numRuns: RUNS },
    );
  });
});
