import type { Budget } from './budget';
import { checkTime } from './budget';
import type { Traced } from './rings';
import type { Vec } from '../geometry/vec';
import type { Box } from '../geometry/box';
import { cross, sub } from '../geometry/vec';

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

function segmentsOf(t: Traced, contour: number): Segment[] {
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
 * Sweeps the segments left to right and tests only pairs whose boxes overlap; with `otherOnly`,
 * only pairs from two different contours.
 */
function sweep(segments: Segment[], traced: Traced[], budget: Budget, otherOnly: boolean): Crossing | undefined {
  segments.sort((e, f) => e.minX - f.minX);
  for (let i = 0; i < segments.length; i++) {
    if (i % 1024 === 0) checkTime(budget);
    const e = segments[i];
    for (let j = i + 1; j < segments.length && segments[j].minX <= e.maxX; j++) {
      const f = segments[j];
      if (f.minY > e.maxY || f.maxY < e.minY || (otherOnly && e.contour === f.contour)) continue;
      if (neighbours(e, f, traced)) continue;
      const at = meeting(e.a, e.b, f.a, f.b);
      if (at) return { at, contours: [e.contour, f.contour] };
    }
  }
  return undefined;
}

const boxesMeet = (a: Box, b: Box) => a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY;

/** The pairs of different contours whose boxes overlap; undefined past `cap` (rings around rings). */
function overlapping(traced: Traced[], cap: number): [number, number][] | undefined {
  const order = traced.map((_, i) => i).sort((i, j) => traced[i].box.minX - traced[j].box.minX);
  const pairs: [number, number][] = [];
  for (let k = 0; k < order.length; k++) {
    const box = traced[order[k]].box;
    for (let m = k + 1; m < order.length && traced[order[m]].box.minX <= box.maxX; m++) {
      if (!boxesMeet(box, traced[order[m]].box)) continue;
      pairs.push([order[k], order[m]]);
      if (pairs.length > cap) return undefined;
    }
  }
  return pairs;
}

/**
 * The first place where two cut lines cross or touch: two contours, or a contour and itself.
 * Each contour is swept alone (but those that cannot cross themselves, `simple`: a whole circle,
 * one arc), then each pair of contours whose boxes overlap, with only their segments that reach
 * into the other's box: a plate with a thousand holes tests each hole against the outline only
 * where the outline comes near it. Where most boxes overlap (rings around rings), all segments
 * are swept together.
 */
export function firstCrossing(traced: Traced[], budget: Budget, simple: boolean[] = []): Crossing | undefined {
  const built: Segment[][] = [];
  const segments = (i: number) => (built[i] ??= segmentsOf(traced[i], i));
  const pairs = overlapping(traced, 4 * traced.length + 1000);
  if (!pairs)
    return sweep(
      traced.flatMap((_, i) => segments(i)),
      traced,
      budget,
      false,
    );
  for (let i = 0; i < traced.length; i++) {
    if (simple[i]) continue;
    const found = sweep([...segments(i)], traced, budget, false);
    if (found) return found;
  }
  for (const [i, j] of pairs) {
    checkTime(budget);
    const nearI = segments(i).filter((s) => boxesMeet(s, traced[j].box));
    if (nearI.length === 0) continue;
    const nearJ = segments(j).filter((s) => boxesMeet(s, traced[i].box));
    if (nearJ.length === 0) continue;
    const found = sweep([...nearI, ...nearJ], traced, budget, true);
    if (found) return found;
  }
  return undefined;
}
