import { CHORD_TOLERANCE_MM, MAX_ARC_STEP_DEG } from './limits';
import type { Point, Ring } from './types';

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
  const chordAngle = radius > CHORD_TOLERANCE_MM ? 2 * Math.acos(1 - CHORD_TOLERANCE_MM / radius) : Infinity;
  const step = Math.min(chordAngle, MAX_ARC_STEP_DEG * DEG);
  return Math.max(1, Math.ceil(Math.abs(sweepRad) / step));
}

function arcPoints(center: Point, radius: number, startRad: number, endRad: number, steps: number): Point[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const t = startRad + ((endRad - startRad) * i) / steps;
    return { x: center.x + radius * Math.cos(t), y: center.y + radius * Math.sin(t) };
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

export function reversed(ring: Ring): Ring {
  return [...ring].reverse();
}

const near = (p: Point, q: Point): boolean => Math.hypot(p.x - q.x, p.y - q.y) <= MERGE_MM;

/** Drops repeated points, including a last point that repeats the first. */
export function cleanRing(points: Point[]): Ring {
  const ring: Ring = [];
  for (const p of points) {
    if (ring.length === 0 || !near(p, ring[ring.length - 1])) ring.push(p);
  }
  while (ring.length > 1 && near(ring[0], ring[ring.length - 1])) ring.pop();
  return ring;
}
