/** A ring is a closed outline given once around (the last point does not repeat the first), in mm. */
export type Point = readonly [number, number];
export type Ring = readonly Point[];
/** The outline first, then its holes. */
export type Rings = readonly Ring[];

import type { Box } from '../geometry/box';

/** Counter-clockwise positive (shoelace). */
export function signedArea(ring: Ring): number {
  let twice = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    twice += ring[j][0] * ring[i][1] - ring[i][0] * ring[j][1];
  }
  return twice / 2;
}

/** The material's area: the outline's less its holes'. */
export function materialArea(rings: Rings): number {
  return rings.reduce((sum, ring, i) => sum + (i === 0 ? 1 : -1) * Math.abs(signedArea(ring)), 0);
}

export function boxOf(rings: Rings): Box {
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const ring of rings) {
    for (const [x, y] of ring) {
      box.minX = Math.min(box.minX, x);
      box.minY = Math.min(box.minY, y);
      box.maxX = Math.max(box.maxX, x);
      box.maxY = Math.max(box.maxY, y);
    }
  }
  return box;
}

/** Cosine and sine of a turn in degrees, exact for quarter turns so a right angle leaves no 1e-17 crumbs. */
export function turnOf(degrees: number): readonly [number, number] {
  const quarter = (((degrees % 360) + 360) % 360) / 90;
  if (Number.isInteger(quarter))
    return (
      [
        [1, 0],
        [0, 1],
        [-1, 0],
        [0, -1],
      ] as const
    )[quarter];
  const radians = (degrees * Math.PI) / 180;
  return [Math.cos(radians), Math.sin(radians)];
}

/** Turned about the origin by `degrees` (counter-clockwise), then moved by (dx, dy). */
export function placeRings(rings: Rings, degrees: number, dx = 0, dy = 0): Point[][] {
  const [cos, sin] = turnOf(degrees);
  return rings.map((ring) => ring.map(([x, y]): Point => [x * cos - y * sin + dx, x * sin + y * cos + dy]));
}

/** Drops a closing point that repeats the first, and points that repeat their neighbour. */
export function openRing(points: readonly Point[]): Point[] {
  const ring: Point[] = [];
  for (const point of points) {
    const last = ring[ring.length - 1];
    if (!last || last[0] !== point[0] || last[1] !== point[1]) ring.push(point);
  }
  const [first] = ring;
  const last = ring[ring.length - 1];
  if (ring.length > 1 && first[0] === last[0] && first[1] === last[1]) ring.pop();
  return ring;
}

/** Area of the convex hull (monotone chain). */
export function convexHullArea(points: readonly Point[]): number {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (sorted.length < 3) return 0;
  const turn = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: Point[]) => {
    const hull: Point[] = [];
    for (const p of list) {
      while (hull.length >= 2 && turn(hull[hull.length - 2], hull[hull.length - 1], p) <= 0) hull.pop();
      hull.push(p);
    }
    hull.pop();
    return hull;
  };
  return Math.abs(signedArea([...half(sorted), ...half([...sorted].reverse())]));
}
