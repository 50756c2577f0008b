import type { Budget } from './budget';
import { spendPoints } from './budget';
import type { Contour } from './chain';
import { FLATTEN_MM } from './limits';
import { piecePoints } from './pieces';
import type { Box, Vec } from './vec';
import { emptyBox, extendBox } from './vec';

/** A contour followed by straight chords within FLATTEN_MM, for the tests that need a polygon. */
export interface Traced {
  points: Vec[];
  closed: boolean;
  box: Box;
}

export function trace(contour: Contour, budget: Budget): Traced {
  const points: Vec[] = [];
  for (const piece of contour.pieces) {
    const along = piecePoints(piece, FLATTEN_MM);
    spendPoints(budget, along.length);
    points.push(...(points.length === 0 ? along : along.slice(1)));
  }
  if (contour.closed && points.length > 1) points.pop();
  const box = emptyBox();
  for (const p of points) extendBox(box, p);
  return { points, closed: contour.closed, box };
}

/** Even-odd ray cast; a point on the edge may count either way. */
export function insideRing(p: Vec, ring: Vec[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [a, b] = [ring[i], ring[j]];
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

export const boxInside = (inner: Box, outer: Box): boolean =>
  inner.minX >= outer.minX && inner.maxX <= outer.maxX && inner.minY >= outer.minY && inner.maxY <= outer.maxY;
