import { orient2d } from 'robust-predicates';

type P = { x: number; y: number };

/**
 * Which side of the line a→b the point c lies on, exactly (Shewchuk's adaptive arithmetic): > 0
 * left, < 0 right, 0 on the line. A plain cross product rounds, and near-collinear points (a hole's
 * edge along the outline's, a part's edge on another's) then come out on either side.
 * robust-predicates' orient2d is positive for clockwise turns; its sign is turned here.
 */
export const orientation = (a: P, b: P, c: P): number => -orient2d(a.x, a.y, b.x, b.y, c.x, c.y);

function within(a: P, b: P, p: P): boolean {
  return (
    Math.min(a.x, b.x) <= p.x && p.x <= Math.max(a.x, b.x) && Math.min(a.y, b.y) <= p.y && p.y <= Math.max(a.y, b.y)
  );
}

/** True when segments ab and cd share any point, touching included; exact. */
export function segmentsTouch(a: P, b: P, c: P, d: P): boolean {
  const d1 = Math.sign(orientation(c, d, a));
  const d2 = Math.sign(orientation(c, d, b));
  const d3 = Math.sign(orientation(a, b, c));
  const d4 = Math.sign(orientation(a, b, d));
  if (d1 * d2 < 0 && d3 * d4 < 0) return true;
  return (
    (d1 === 0 && within(c, d, a)) ||
    (d2 === 0 && within(c, d, b)) ||
    (d3 === 0 && within(a, b, c)) ||
    (d4 === 0 && within(a, b, d))
  );
}

/**
 * Whether the edge a–b crosses the ray from p to the right (+x), the one test of the even-odd
 * rule: it crosses p's horizontal and p lies on its left going up, or on its right going down,
 * decided exactly. Either way round the edge gives the same answer.
 */
export function edgeCrossesRay(a: P, b: P, p: P): boolean {
  if (a.y > p.y === b.y > p.y) return false;
  const side = orientation(a, b, p);
  return b.y > a.y ? side > 0 : side < 0;
}

/** Even-odd: whether p is inside the ring (given once around, either way); on an edge, either. */
export function pointInRing(p: P, ring: readonly P[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    if (edgeCrossesRay(ring[j], ring[i], p)) inside = !inside;
  }
  return inside;
}
