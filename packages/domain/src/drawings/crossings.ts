import type { Budget } from './budget';
import { checkTime } from './budget';
import type { Traced } from './rings';
import type { Vec } from './vec';
import { cross, sub } from './vec';

interface Segment {
  contour: number;
  index: number;
  a: Vec;
  b: Vec;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

function segmentsOf(traced: Traced[]): Segment[] {
  return traced.flatMap((t, contour) => {
    const count = t.closed ? t.points.length : t.points.length - 1;
    return Array.from({ length: Math.max(0, count) }, (_, index) => {
      const [a, b] = [t.points[index], t.points[(index + 1) % t.points.length]];
      return {
        contour,
        index,
        a,
        b,
        minX: Math.min(a.x, b.x),
        maxX: Math.max(a.x, b.x),
        minY: Math.min(a.y, b.y),
        maxY: Math.max(a.y, b.y),
      };
    });
  });
}

/** Where segments a–b and c–d share a point, touching included; undefined when they do not. */
function meeting(a: Vec, b: Vec, c: Vec, d: Vec): Vec | undefined {
  const r = sub(b, a);
  const s = sub(d, c);
  const denominator = cross(r, s);
  const ac = sub(c, a);
  if (denominator === 0) {
    if (cross(ac, r) !== 0) return undefined;
    // Collinear: they meet if either holds an end of the other.
    const along = (p: Vec) => (r.x * (p.x - a.x) + r.y * (p.y - a.y)) / (r.x * r.x + r.y * r.y);
    for (const p of [c, d]) if (along(p) >= 0 && along(p) <= 1) return p;
    const back = (p: Vec) => (s.x * (p.x - c.x) + s.y * (p.y - c.y)) / (s.x * s.x + s.y * s.y);
    return back(a) >= 0 && back(a) <= 1 ? a : undefined;
  }
  const t = cross(ac, s) / denominator;
  const u = cross(ac, r) / denominator;
  return t >= 0 && t <= 1 && u >= 0 && u <= 1 ? { x: a.x + t * r.x, y: a.y + t * r.y } : undefined;
}

/** Neighbours along one contour share a corner by construction. */
function neighbours(e: Segment, f: Segment, traced: Traced[]): boolean {
  if (e.contour !== f.contour) return false;
  const apart = Math.abs(e.index - f.index);
  const t = traced[e.contour];
  return apart <= 1 || (t.closed && apart === t.points.length - 1);
}

export interface Crossing {
  at: Vec;
  /** The contours (indices into those traced) that meet there: two, or the same one twice. */
  contours: [number, number];
}

/**
 * The first place where two cut lines cross or touch: two contours, or a contour and itself.
 * Sweeps the segments left to right and tests only pairs whose boxes overlap.
 */
export function firstCrossing(traced: Traced[], budget: Budget): Crossing | undefined {
  const segments = segmentsOf(traced).sort((e, f) => e.minX - f.minX);
  for (let i = 0; i < segments.length; i++) {
    if (i % 1024 === 0) checkTime(budget);
    const e = segments[i];
    for (let j = i + 1; j < segments.length && segments[j].minX <= e.maxX; j++) {
      const f = segments[j];
      if (f.minY > e.maxY || f.maxY < e.minY || neighbours(e, f, traced)) continue;
      const at = meeting(e.a, e.b, f.a, f.b);
      if (at) return { at, contours: [e.contour, f.contour] };
    }
  }
  return undefined;
}
