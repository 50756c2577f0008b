import { arc, cleanRing, reversed } from '../shapes/draw';
import { CHORD_TOLERANCE_MM } from '../geometry/tolerances';
import type { Outline, Point, Ring } from '../shapes/types';
import type { Contour } from './chain';
import { circleRadius, conicPoints } from '../geometry/arc';
import type { Nested } from './nest';
import type { Piece } from './pieces';
import { cross } from '../geometry/vec';

/** A piece as ring points, its far end left to the next piece; circular arcs carry their bulge for the DXF writer. */
function piecePoints(piece: Piece): Point[] {
  if (piece.kind === 'line') return [{ x: piece.a.x, y: piece.a.y }];
  if (piece.kind === 'path') return piece.points.slice(0, -1).map(({ x, y }) => ({ x, y }));
  const radius = circleRadius(piece);
  if (radius === undefined) return conicPoints(piece, CHORD_TOLERANCE_MM).slice(0, -1);
  // On a circle p(t) = c + r(cos(θ + s·t), sin(θ + s·t)), s = +1 when v is u turned left, −1 when mirrored.
  const turn = Math.sign(cross(piece.u, piece.v));
  const theta = Math.atan2(piece.u.y, piece.u.x);
  return arc(piece.c, radius, theta + turn * piece.t0, theta + turn * piece.t1).slice(0, -1);
}

function ringOf(contour: Contour, counterClockwise: boolean, signedArea: number): Ring {
  const ring = cleanRing(contour.pieces.flatMap(piecePoints));
  return signedArea > 0 === counterClockwise ? ring : reversed(ring);
}

type OutlineContour = Pick<Nested, 'contour' | 'signedArea'>;

/** The drawing as the catalogue's Outline: its one outline counter-clockwise, its holes clockwise. */
export function toOutline(part: OutlineContour, holes: OutlineContour[]): Outline {
  return {
    outer: ringOf(part.contour, true, part.signedArea),
    holes: holes.map((hole) => ringOf(hole.contour, false, hole.signedArea)),
  };
}
