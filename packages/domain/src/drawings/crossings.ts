import type { Budget } from './budget';
import { checkTime } from './budget';
import type { Traced } from './rings';
import type { Vec } from '../geometry/vec';
import type { Box } from '../geometry/box';
import { segmentsTouch } from '../geometry/predicates';
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

/**
 * Where segments a–b and c–d share a point, touching included; undefined when they do not. Whether
 * they meet is decided exactly; where is then worked out in floating point (for the message).
 */
function meeting(a: Vec, b: Vec, c: Vec, d: Vec): Vec | undefined {
  if (!segmentsTouch(a, b, c, d)) return undefined;
  const r = sub(b, a);
  const s = sub(d, c);
  const denominator = cross(r, s);
  if (denominator === 0) {
    // Collinear: an end of one lies on the other.
    const on = (p: Vec, from: Vec, to: Vec) =>
      Math.min(from.x, to.x) <= p.x &&
      p.x <= Math.max(from.x, to.x) &&
      Math.min(from.y, to.y) <= p.y &&
      p.y <= Math.max(from.y, to.y);
    return [c, d].find((p) => on(p, a, b)) ?? a;
  }
  const t = Math.min(1, Math.max(0, cross(sub(c, a), s) / denominator));
  return { x: a.x + t * r.x, y: a.y + t * r.y };
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
