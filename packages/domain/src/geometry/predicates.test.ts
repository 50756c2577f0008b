import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { edgeCrossesRay, orientation, pointInRing, segmentsTouch } from './predicates';

const p = (x: number, y: number) => ({ x, y });
const square = [p(0, 0), p(10, 0), p(10, 10), p(0, 10)];

describe('orientation', () => {
  it('is positive to the left of a→b, negative to the right, zero on the line', () => {
    expect(orientation(p(0, 0), p(1, 0), p(0, 1))).toBeGreaterThan(0);
    expect(orientation(p(0, 0), p(1, 0), p(0, -1))).toBeLessThan(0);
    expect(orientation(p(0, 0), p(2, 2), p(7, 7))).toBe(0);
  });

  it('is exact where the rounded cross product is wrong', () => {
    // Kettner et al.'s example: a point a few units in the last place above the line through b
    // and c (y = x) lies left of a→b→c; the rounded cross product says on the line, or right.
    const u = 2 ** -53;
    const [b, c] = [p(12, 12), p(24, 24)];
    const rounded = (a: { x: number; y: number }) => (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
    const justAbove = p(0.5, 0.5 + u);
    expect(rounded(justAbove)).toBe(0);
    expect(orientation(justAbove, b, c)).toBeGreaterThan(0);
    const above = p(0.5 + 41 * u, 0.5 + 48 * u);
    expect(rounded(above)).toBeLessThan(0);
    expect(orientation(above, b, c)).toBeGreaterThan(0);
    expect(orientation(p(0.5, 0.5), b, c)).toBe(0);
  });
});

describe('segmentsTouch', () => {
  it('tells crossing, touching and separate segments apart', () => {
    expect(segmentsTouch(p(0, 0), p(2, 2), p(0, 2), p(2, 0))).toBe(true);
    expect(segmentsTouch(p(0, 0), p(2, 0), p(2, 0), p(3, 5))).toBe(true);
    expect(segmentsTouch(p(0, 0), p(2, 0), p(1, 0), p(3, 0))).toBe(true);
    expect(segmentsTouch(p(0, 0), p(2, 0), p(0, 1), p(2, 1))).toBe(false);
    expect(segmentsTouch(p(0, 0), p(2, 0), p(3, 0), p(4, 0))).toBe(false);
  });
});

describe('pointInRing', () => {
  it('knows inside from outside, the ring given either way round', () => {
    expect(pointInRing(p(5, 5), square)).toBe(true);
    expect(pointInRing(p(15, 5), square)).toBe(false);
    expect(pointInRing(p(5, 5), [...square].reverse())).toBe(true);
    expect(pointInRing(p(-1, 5), [...square].reverse())).toBe(false);
  });

  it('counts a hole’s point out of an L-shaped ring, and a point level with a corner once', () => {
    const l = [p(0, 0), p(20, 0), p(20, 10), p(10, 10), p(10, 20), p(0, 20)];
    expect(pointInRing(p(15, 15), l)).toBe(false);
    expect(pointInRing(p(5, 15), l)).toBe(true);
    // The ray from (5, 10) passes through the corner (10, 10) and (20, 10): still inside.
    expect(pointInRing(p(5, 10 - 1e-9), l)).toBe(true);
  });

  it('gives the same answer for a triangle moved, turned a quarter, mirrored or its corners reordered', () => {
    const coordinate = fc.integer({ min: -1000, max: 1000 });
    const point = fc.record({ x: coordinate, y: coordinate });
    fc.assert(
      fc.property(point, point, point, point, fc.integer({ min: -500, max: 500 }), (a, b, c, q, shift) => {
        const triangle = [a, b, c];
        const inside = pointInRing(q, triangle);
        const moved = (v: { x: number; y: number }) => p(v.x + shift, v.y - shift);
        const turned = (v: { x: number; y: number }) => p(-v.y, v.x);
        const mirrored = (v: { x: number; y: number }) => p(-v.x, v.y);
        expect(pointInRing(moved(q), triangle.map(moved))).toBe(inside);
        expect(pointInRing(turned(q), triangle.map(turned))).toBe(inside);
        expect(pointInRing(mirrored(q), triangle.map(mirrored))).toBe(inside);
        expect(pointInRing(q, [b, c, a])).toBe(inside);
        expect(pointInRing(q, [c, b, a])).toBe(inside);
      }),
    );
  });
});

describe('edgeCrossesRay', () => {
  it('is the same either way round the edge', () => {
    expect(edgeCrossesRay(p(1, -1), p(1, 1), p(0, 0))).toBe(true);
    expect(edgeCrossesRay(p(1, 1), p(1, -1), p(0, 0))).toBe(true);
    expect(edgeCrossesRay(p(-1, -1), p(-1, 1), p(0, 0))).toBe(false);
    expect(edgeCrossesRay(p(1, 1), p(2, 2), p(0, 0))).toBe(false);
  });
});
