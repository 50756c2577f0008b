import { describe, expect, it } from 'vitest';
import {
  bulgeArc,
  bulgeSweep,
  chordTurn,
  circleArc,
  circleRadius,
  conicAreaTerm,
  conicBox,
  conicLength,
  conicPoint,
  conicPoints,
} from './arc';
import { distance, vec } from './vec';

const [p, q] = [vec(0, 0), vec(10, 0)];

describe('an arc from a bulge (DXF group 42)', () => {
  it('turns through 4·atan(bulge): a bulge of 1 is a half turn, tan(π/8) an eighth', () => {
    expect(bulgeSweep(1)).toBeCloseTo(Math.PI, 12);
    expect(bulgeSweep(-1)).toBeCloseTo(-Math.PI, 12);
    expect(bulgeSweep(Math.tan(Math.PI / 8))).toBeCloseTo(Math.PI / 2, 12);
  });

  it('runs from p to q on a circle through both', () => {
    const arc = bulgeArc(p, q, 0.5);
    expect(distance(conicPoint(arc, arc.t0), p)).toBeLessThan(1e-12);
    expect(distance(conicPoint(arc, arc.t1), q)).toBeLessThan(1e-12);
    expect(circleRadius(arc)).toBeDefined();
  });

  it('of bulge 1 from (0,0) to (10,0) is the lower half of the circle about (5,0): counter-clockwise, as DXF turns', () => {
    const arc = bulgeArc(p, q, 1);
    expect(circleRadius(arc)).toBeCloseTo(5, 12);
    expect(arc.c.x).toBeCloseTo(5, 12);
    expect(arc.c.y).toBeCloseTo(0, 12);
    expect(conicLength(arc)).toBeCloseTo(5 * Math.PI, 12);
    const box = conicBox(arc);
    expect([box.minX, box.maxX, box.minY, box.maxY].map((v) => Number(v.toFixed(9)) + 0)).toEqual([0, 10, -5, 0]);
  });

  it('of bulge −1 is the upper half, turning clockwise', () => {
    const box = conicBox(bulgeArc(p, q, -1));
    expect([box.minX, box.maxX, box.minY, box.maxY].map((v) => Number(v.toFixed(9)) + 0)).toEqual([0, 10, 0, 5]);
    expect(conicLength(bulgeArc(p, q, -1))).toBeCloseTo(5 * Math.PI, 12);
  });

  it('of a quarter turn from (10,0) to (0,10) has its centre at the origin, radius 10, length 5π', () => {
    const arc = bulgeArc(vec(10, 0), vec(0, 10), Math.tan(Math.PI / 8));
    expect(arc.c.x).toBeCloseTo(0, 12);
    expect(arc.c.y).toBeCloseTo(0, 12);
    expect(conicLength(arc)).toBeCloseTo(5 * Math.PI, 12);
    const box = conicBox(arc);
    expect([box.minX, box.maxX, box.minY, box.maxY].map((v) => Number(v.toFixed(9)) + 0)).toEqual([0, 10, 0, 10]);
    // The quarter disc's area, r²π/4 = 25π, less the triangle to the origin's 0 (the chord's term is added by the ring).
    expect(conicAreaTerm(arc)).toBeCloseTo(25 * Math.PI, 9);
  });
});

describe('an arc’s length and box', () => {
  it('of a circle arc is r·sweep, either way round', () => {
    expect(conicLength(circleArc(vec(3, 4), 2, 0, Math.PI / 3))).toBeCloseTo((2 * Math.PI) / 3, 12);
    expect(conicLength(circleArc(vec(3, 4), 2, Math.PI / 3, 0))).toBeCloseTo((2 * Math.PI) / 3, 12);
  });

  it('of an ellipse 4 × 3 (a quarter) is its elliptic integral, 5.525873040…', () => {
    const quarter = { kind: 'conic' as const, c: vec(0, 0), u: vec(4, 0), v: vec(0, 3), t0: 0, t1: Math.PI / 2 };
    expect(conicLength(quarter)).toBeCloseTo(5.52587304, 7);
  });

  it('reaches the quadrant points it passes, and only those', () => {
    // From 45° to 135° on a circle of 10 about (0,0): up to (0,10), x from −7.07 to 7.07.
    const box = conicBox(circleArc(vec(0, 0), 10, Math.PI / 4, (3 * Math.PI) / 4));
    const half = 10 * Math.SQRT1_2;
    expect(box.minX).toBeCloseTo(-half, 12);
    expect(box.maxX).toBeCloseTo(half, 12);
    expect(box.minY).toBeCloseTo(half, 12);
    expect(box.maxY).toBeCloseTo(10, 12);
  });
});

describe('an arc flattened to a chord tolerance', () => {
  it('takes the widest chords that stray no more than the tolerance: 2·acos(1 − t/r)', () => {
    // r = 100, t = 0.05: acos(0.9995) = 0.0316241 rad, a chord spans 0.0632483.
    expect(chordTurn(100, 0.05)).toBeCloseTo(0.0632483, 6);
    expect(chordTurn(0.04, 0.05)).toBe(Infinity);
  });

  it('cuts a quarter circle of radius 100 at 0.05 mm into ⌈(π/2) / 0.0632483⌉ = 25 chords, ten degrees at most', () => {
    const arc = circleArc(vec(0, 0), 100, 0, Math.PI / 2);
    const points = conicPoints(arc, 0.05, Math.PI / 2);
    expect(points).toHaveLength(26);
    for (const point of points) expect(distance(point, arc.c)).toBeCloseTo(100, 9);
    // Each chord's middle lies the sagitta inside the arc: r(1 − cos(θ/2)), at most the tolerance.
    const sagitta = 100 * (1 - Math.cos(Math.PI / 2 / 25 / 2));
    expect(sagitta).toBeLessThanOrEqual(0.05);
    // Ten degrees at most: 9 chords a quarter.
    expect(conicPoints(arc, 0.05)).toHaveLength(26);
    expect(conicPoints(circleArc(vec(0, 0), 10, 0, Math.PI / 2), 0.05)).toHaveLength(10);
  });

  it('keeps both ends and at least two chords on a tiny arc', () => {
    const arc = circleArc(vec(0, 0), 1, 0, 1e-6);
    const points = conicPoints(arc, 0.05);
    expect(points).toHaveLength(3);
    expect(points[0]).toEqual(conicPoint(arc, 0));
    expect(points[2]).toEqual(conicPoint(arc, 1e-6));
  });
});
