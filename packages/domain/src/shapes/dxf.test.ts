import type { ICircleEntity, IPolylineEntity } from 'dxf-parser';
import { describe, expect, it } from 'vitest';
import { findShapeBySlug, SHAPES } from './catalogue';
import { toDxf } from './dxf';
import { ringLength, signedArea } from './geometry';
import { CHORD_TOLERANCE_MM } from '../geometry/tolerances';
import type { Outline, Params } from './types';
import { validate } from './validate';
import { readDxf } from '../testing/dxf';

const deg = (d: number): number => (d * Math.PI) / 180;

/** Width and height as the parameters say, worked out apart from the outlines. */
const SIZE: Record<string, (p: Params) => [number, number]> = {
  rectangle: (p) => [p.a, p.b],
  square: (p) => [p.a, p.a],
  circle: (p) => [p.a, p.a],
  ring: (p) => [p.a, p.a],
  flange: (p) => [p.a, p.a],
  'plate-with-hole': (p) => [p.a, p.b],
  'plate-with-square-cutout': (p) => [p.a, p.b],
  'slotted-plate': (p) => [p.a, p.b],
  'slotted-bracket': (p) => [p.a, p.b],
  'base-plate': (p) => [p.a, p.b],
  'rounded-rectangle': (p) => [p.a, p.b],
  'l-bracket': (p) => [p.a, p.b],
  triangle: (p) => {
    const run = p.b * Math.cos(deg(p.Angle));
    return [Math.max(p.a, run) - Math.min(0, run), p.b * Math.sin(deg(p.Angle))];
  },
  'isosceles-triangle': (p) => [p.a, Math.sqrt(p.b * p.b - (p.a * p.a) / 4)],
  'right-triangle': (p) => [p.a, p.b],
  trapezoid: (p) => [p.a, p.h],
  parallelogram: (p) => [p.a + Math.abs(p.b * Math.cos(deg(p.Angle))), p.b * Math.sin(deg(p.Angle))],
  hexagon: (p) => [(2 * p.a) / Math.sqrt(3), p.a],
};

/** Besides the defaults: the extremes where arcs meet or vanish, and shapes leaning the other way. */
const MORE_PARAMS: Record<string, Params[]> = {
  rectangle: [{ a: 15, b: 3000 }],
  square: [{ a: 1234.5 }],
  circle: [{ a: 379 }, { a: 1500 }],
  ring: [
    { a: 1500, b: 1400 },
    { a: 60, b: 20 },
  ],
  flange: [
    { a: 1500, b: 1000, PCD: 1300, c: 50, n: 36 },
    { a: 60, b: 10, PCD: 36, c: 8, n: 3 },
  ],
  'plate-with-hole': [{ a: 1000, b: 100, c: 50 }],
  'plate-with-square-cutout': [{ a: 1000, b: 100, c: 50 }],
  'slotted-plate': [
    { a: 300, b: 150, length: 30, c: 30 },
    { a: 2000, b: 400, length: 1500, c: 100 },
  ],
  'slotted-bracket': [
    { a: 100, b: 60, length: 20, c: 20, s: 30 },
    { a: 2500, b: 1200, length: 2000, c: 100, s: 800 },
  ],
  'base-plate': [{ a: 800, b: 500, c: 40, e: 60 }],
  'rounded-rectangle': [
    { a: 200, b: 200, r: 100 },
    { a: 300, b: 100, r: 50 },
    { a: 1500, b: 700, r: 5 },
  ],
  'l-bracket': [{ a: 100, b: 500, c: 30 }],
  triangle: [{ a: 100, b: 300, Angle: 120 }],
  'isosceles-triangle': [{ a: 100, b: 400 }],
  'right-triangle': [{ a: 700, b: 50 }],
  trapezoid: [{ a: 500, b: 50, h: 600 }],
  parallelogram: [{ a: 300, b: 200, Angle: 135 }],
  hexagon: [{ a: 37 }],
};

describe('toDxf', () => {
  it('writes an R12 file in millimetres, group codes right-aligned', () => {
    const outline: Outline = {
      outer: [
        { x: 0, y: 0 },
        { x: 100, y: 0 },
        { x: 100, y: 50 },
      ],
      holes: [],
    };
    const text = toDxf(outline, { units: 'mm' });
    expect(text).toMatch(/^ {2}0\nSECTION\n {2}2\nHEADER\n {2}9\n\$ACADVER\n {2}1\nAC1009\n/);
    expect(text).toContain('  9\n$EXTMAX\n 10\n100.0\n 20\n50.0\n 30\n0.0\n');
    expect(text.endsWith('  0\nEOF\n')).toBe(true);
    const dxf = readDxf(text);
    expect(dxf.header).toMatchObject({ $ACADVER: 'AC1009', $INSUNITS: 4 });
    expect(dxf.entities.map((e) => e.type)).toEqual(['POLYLINE']);
    expect((dxf.entities[0] as IPolylineEntity).vertices).toHaveLength(3);
  });

  const cases = SHAPES.flatMap((shape) =>
    [shape.defaults, ...MORE_PARAMS[shape.slug]].map((params) => [shape.slug, JSON.stringify(params), shape] as const),
  );

  it.each(cases)('reads %s %s back at its size, at the origin, with its holes, on layer CUT', (slug, json, shape) => {
    const params = JSON.parse(json) as Params;
    expect(validate(shape, params, 2)).toEqual([]);
    const outline = shape.outline(params);
    const { contours } = readDxf(toDxf(outline));
    expect(contours).toHaveLength(1 + outline.holes.length);
    for (const contour of contours) {
      expect(['POLYLINE', 'CIRCLE']).toContain(contour.type);
      expect(contour).toMatchObject({ layer: 'CUT', closed: true });
    }

    const [outer, ...holes] = contours;
    const [width, height] = SIZE[slug](params);
    const { minX, minY, maxX, maxY } = outer.box;
    expect(Math.abs(minX)).toBeLessThan(0.01);
    expect(Math.abs(minY)).toBeLessThan(0.01);
    expect(Math.abs(maxX - width)).toBeLessThan(0.01);
    expect(Math.abs(maxY - height)).toBeLessThan(0.01);
    for (const { box } of holes) {
      expect(box.minX).toBeGreaterThan(minX);
      expect(box.minY).toBeGreaterThan(minY);
      expect(box.maxX).toBeLessThan(maxX);
      expect(box.maxY).toBeLessThan(maxY);
    }

    // A true arc encloses a little more than its chords on screen, never less.
    [outline.outer, ...outline.holes].forEach((ring, i) => {
      const gain = contours[i].area - Math.abs(signedArea(ring));
      expect(gain).toBeGreaterThan(-0.01);
      expect(gain).toBeLessThanOrEqual(ringLength(ring) * CHORD_TOLERANCE_MM);
    });
  });

  it('writes a disc as one CIRCLE, not a polygon of chords', () => {
    const outline = findShapeBySlug('circle')!.outline({ a: 379 });
    const text = toDxf(outline);
    const entities = readDxf(text).entities;
    // The screen's chords: a polyline of these was the DXF before arcs.
    expect(outline.outer.length).toBeGreaterThan(100);
    expect(entities).toHaveLength(1);
    expect(entities[0]).toMatchObject({ type: 'CIRCLE', layer: 'CUT', center: { x: 189.5, y: 189.5 }, radius: 189.5 });
    expect(text.split('\n').length).toBeLessThan(60);
  });

  it('writes a ring and a plate’s holes as circles', () => {
    const ring = readDxf(toDxf(findShapeBySlug('ring')!.outline({ a: 200, b: 100 }))).entities as ICircleEntity[];
    expect(ring.map((e) => [e.type, e.center.x, e.center.y, e.radius])).toEqual([
      ['CIRCLE', 100, 100, 100],
      ['CIRCLE', 100, 100, 50],
    ]);
    const plate = readDxf(toDxf(findShapeBySlug('base-plate')!.outline({ a: 300, b: 300, c: 22, e: 40 }))).entities;
    expect(plate.map((e) => e.type)).toEqual(['POLYLINE', 'CIRCLE', 'CIRCLE', 'CIRCLE', 'CIRCLE']);
    expect((plate[1] as ICircleEntity).radius).toBeCloseTo(11, 6);
  });

  it('bends rounded corners and slot ends with bulges: + counter-clockwise, − clockwise', () => {
    const [corners] = readDxf(toDxf(findShapeBySlug('rounded-rectangle')!.outline({ a: 400, b: 250, r: 30 })))
      .entities as IPolylineEntity[];
    const quarter = Math.tan(Math.PI / 8);
    expect(corners.vertices.map((v) => v.bulge ?? 0).map((b) => Number(b.toFixed(8)))).toEqual(
      [quarter, 0, quarter, 0, quarter, 0, quarter, 0].map((b) => Number(b.toFixed(8))),
    );

    const [, slot] = readDxf(toDxf(findShapeBySlug('slotted-plate')!.outline({ a: 300, b: 150, length: 120, c: 30 })))
      .entities as IPolylineEntity[];
    expect(slot.vertices.map((v) => [v.x, v.y, v.bulge ?? 0])).toEqual([
      [105, 60, -1],
      [105, 90, 0],
      [195, 90, -1],
      [195, 60, 0],
    ]);
  });
});
