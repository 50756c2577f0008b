import { MAX_ARC_STEP_DEG } from './limits';
import { CHORD_TOLERANCE_MM } from '../geometry/tolerances';
import { chordTurn } from '../geometry/arc';
import type { ArcEdge, Point, Ring } from './types';

const DEG = Math.PI / 180;
/** Points closer than this are one point; keeps zero-length edges out of every ring. */
const MERGE_MM = 1e-3;

export const toRad = (deg: number): number => deg * DEG;

export function rectangle(x: number, y: number, width: number, height: number): Ring {
  return [
    { x, y },
    { x: x + width, y },
    { x: x + width, y: y + height },
    { x, y: y + height },
  ];
}

function arcSteps(radius: number, sweepRad: number): number {
  const step = Math.min(chordTurn(radius, CHORD_TOLERANCE_MM), MAX_ARC_STEP_DEG * DEG);
  return Math.max(1, Math.ceil(Math.abs(sweepRad) / step));
}

/** Gives every arc its own id, so the DXF writer knows where one arc ends and the next begins. */
let arcCount = 0;

/** steps + 1 points; each but the last carries the chord to the next, as a part of this arc. */
function arcPoints(center: Point, radius: number, startRad: number, endRad: number, steps: number): Point[] {
  const edge: ArcEdge = { bulge: Math.tan((endRad - startRad) / steps / 4), id: ++arcCount };
  return Array.from({ length: steps + 1 }, (_, i) => {
    const t = startRad + ((endRad - startRad) * i) / steps;
    const p = { x: center.x + radius * Math.cos(t), y: center.y + radius * Math.sin(t) };
    return i < steps ? { ...p, arc: edge } : p;
  });
}

/** Points on an arc from start to end (radians, counter-clockwise when end > start), both ends included. */
export function arc(center: Point, radius: number, startRad: number, endRad: number): Point[] {
  return arcPoints(center, radius, startRad, endRad, arcSteps(radius, endRad - startRad));
}

/** A counter-clockwise circle with a corner at each quadrant, so its bounding box is the true one. */
export function circle(center: Point, radius: number): Ring {
  const steps = 4 * Math.ceil(arcSteps(radius, 2 * Math.PI) / 4);
  return arcPoints(center, radius, 0, 2 * Math.PI, steps).slice(0, -1);
}

/** Below this the straight part of a slot vanishes and the slot is a round hole. */
const ROUND_SLOT_MM = 0.01;

/** A horizontal slot with round ends, `length` long overall and `width` wide, counter-clockwise. */
export function slot(center: Point, length: number, width: number): Ring {
  const r = width / 2;
  const straight = (length - width) / 2;
  if (straight < ROUND_SLOT_MM) return circle(center, r);
  return cleanRing([
    ...arc({ x: center.x + straight, y: center.y }, r, -Math.PI / 2, Math.PI / 2),
    ...arc({ x: center.x - straight, y: center.y }, r, Math.PI / 2, (3 * Math.PI) / 2),
  ]);
}

/** The point with `arc` as the edge that leaves it (none: a straight edge). */
const leaving = (p: Point, arc: ArcEdge | undefined): Point => (arc ? { x: p.x, y: p.y, arc } : { x: p.x, y: p.y });

/** The same ring run the other way; each arc edge now leaves the other end of its chord, turning the other way. */
export function reversed(ring: Ring): Ring {
  const n = ring.length;
  return ring.map((_, k) => {
    const edge = ring[(2 * n - 2 - k) % n].arc;
    return leaving(ring[n - 1 - k], edge && { bulge: -edge.bulge, id: edge.id });
  });
}

const near = (p: Point, q: Point): boolean => Math.hypot(p.x - q.x, p.y - q.y) <= MERGE_MM;

/** Drops repeated points, including a last point that repeats the first; a merged point keeps the edge leaving it. */
export function cleanRing(points: Point[]): Ring {
  const ring: Ring = [];
  for (const p of points) {
    if (ring.length === 0 || !near(p, ring[ring.length - 1])) ring.push(p);
    else ring[ring.length - 1] = leaving(ring[ring.length - 1], p.arc);
  }
  while (ring.length > 1 && near(ring[0], ring[ring.length - 1])) ring.pop();
  return ring;
}
