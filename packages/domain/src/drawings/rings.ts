import type { Budget } from './budget';
import type { Contour } from './chain';
import { FLATTEN_MM } from '../geometry/tolerances';
import { pieceBox, piecePoints, startOf } from './pieces';
import type { Vec } from '../geometry/vec';
import type { Box } from '../geometry/box';
import { emptyBox, extendBox } from '../geometry/box';

/**
 * A contour followed by straight chords within FLATTEN_MM, for the tests that need a polygon.
 * The points are followed when first asked for: a plate's thousand round holes are never
 * followed unless a test needs them (their boxes keep them apart from one another).
 */
export interface Traced {
  readonly points: Vec[];
  /** Where the contour starts: its first point. */
  start: Vec;
  closed: boolean;
  /** The box of the curves themselves, which holds their chords too. */
  box: Box;
}

function follow(contour: Contour, budget: Budget): Vec[] {
  const points: Vec[] = [];
  for (const piece of contour.pieces) {
    const along = piecePoints(piece, FLATTEN_MM, budget);
    // One by one: a spline's path of 100,000 points spread as arguments overflows the stack.
    for (let i = points.length === 0 ? 0 : 1; i < along.length; i++) points.push(along[i]);
  }
  if (contour.closed && points.length > 1) points.pop();
  return points;
}

export function trace(contour: Contour, budget: Budget): Traced {
  const box = emptyBox();
  for (const piece of contour.pieces) {
    const b = pieceBox(piece);
    extendBox(box, { x: b.minX, y: b.minY });
    extendBox(box, { x: b.maxX, y: b.maxY });
  }
  let points: Vec[] | undefined;
  return {
    get points() {
      return (points ??= follow(contour, budget));
    },
    start: startOf(contour.pieces[0]),
    closed: contour.closed,
    box,
  };
}
