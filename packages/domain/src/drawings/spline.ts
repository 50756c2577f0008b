import type { Budget } from './budget';
import { checkTime, spendPoints } from './budget';
import type { Vec } from '../geometry/vec';
import { distance, toSegment } from '../geometry/vec';

/** A NURBS curve as DXF's SPLINE holds it; weights absent means all 1. */
export interface SplineData {
  degree: number;
  knots: number[];
  control: Vec[];
  weights?: number[];
}

/** Whether the knots, control points and weights fit together so the curve can be evaluated. */
export function splineIsSound({ degree, knots, control, weights }: SplineData): boolean {
  if (!Number.isInteger(degree) || degree < 1 || degree > 11 || control.length <= degree) return false;
  if (knots.length !== control.length + degree + 1 || (weights && weights.length !== control.length)) return false;
  if (weights?.some((w) => !(w > 0))) return false;
  return knots.every((k, i) => i === 0 || k >= knots[i - 1]) && knots[degree] < knots[control.length];
}

/** The knot span t falls in: the last i from p to n − 1 with knots[i] ≤ t (p when none), found by halving. */
function spanOf(p: number, knots: number[], n: number, t: number): number {
  let [lo, hi] = [p, n - 1];
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (knots[mid] <= t) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** De Boor's algorithm in homogeneous coordinates, so weights are exact. */
function pointAt({ degree: p, knots, control, weights }: SplineData, t: number): Vec {
  const span = spanOf(p, knots, control.length, t);
  const d = Array.from({ length: p + 1 }, (_, j) => {
    const w = weights?.[span - p + j] ?? 1;
    const q = control[span - p + j];
    return { x: q.x * w, y: q.y * w, w };
  });
  for (let r = 1; r <= p; r++) {
    for (let j = p; j >= r; j--) {
      const i = span - p + j;
      const span2 = knots[i + p - r + 1] - knots[i];
      const a = span2 === 0 ? 0 : (t - knots[i]) / span2;
      d[j] = {
        x: (1 - a) * d[j - 1].x + a * d[j].x,
        y: (1 - a) * d[j - 1].y + a * d[j].y,
        w: (1 - a) * d[j - 1].w + a * d[j].w,
      };
    }
  }
  return { x: d[p].x / d[p].w, y: d[p].y / d[p].w };
}

const MAX_DEPTH = 14;

/** Where the points are gathered, with what they may cost: the budget is drawn on as they are made. */
interface Out {
  points: Vec[];
  budget: Budget;
  /** Points already paid for (the estimate charged before any was made). */
  paid: number;
}

function push(out: Out, p: Vec): void {
  out.points.push(p);
  if (out.points.length > out.paid) spendPoints(out.budget, 1);
  if (out.points.length % 4096 === 0) checkTime(out.budget);
}

/**
 * Splits [a, b] until the curve strays at most `tolerance` from each chord, tested at the quarter
 * points too so an S-bend whose middle sits on the chord is not taken for straight.
 */
function subdivide(
  s: SplineData,
  a: number,
  b: number,
  pa: Vec,
  pb: Vec,
  tolerance: number,
  depth: number,
  out: Out,
): void {
  const m = (a + b) / 2;
  const pm = pointAt(s, m);
  const flat =
    toSegment(pm, pa, pb).distance <= tolerance &&
    toSegment(pointAt(s, (a + m) / 2), pa, pb).distance <= tolerance &&
    toSegment(pointAt(s, (m + b) / 2), pa, pb).distance <= tolerance;
  if (flat || depth >= MAX_DEPTH) {
    push(out, pb);
    return;
  }
  subdivide(s, a, m, pa, pm, tolerance, depth + 1, out);
  subdivide(s, m, b, pm, pb, tolerance, depth + 1, out);
}

/**
 * At most how many points splinePoints makes, known before it makes one. On a knot span the
 * curve's second derivative is a blend of the control points' second differences R, so no larger
 * than the largest R there (M). A chord over a parameter step h strays at most M·h²/8 from the
 * curve, so no piece shorter than √(8·tolerance/M) is split, and a quarter span of length q ends
 * in at most 2q/√(8·tolerance/M) pieces (and 2^MAX_DEPTH). Weights bend the curve more than its
 * control points say: M grows by (largest weight / smallest)², an estimate rather than a bound,
 * so splinePoints pays for any point beyond it as it goes.
 */
export function splinePointBound({ degree: p, knots, control, weights }: SplineData, tolerance: number): number {
  const n = control.length;
  // The first differences Q (as x, y) and the second's sizes |R|, in arrays of numbers: 50,000 control points each.
  const [qx, qy] = [new Float64Array(n), new Float64Array(n)];
  for (let i = 0; i + 1 < n; i++) {
    const over = knots[i + p + 1] - knots[i + 1];
    if (over > 0)
      [qx[i], qy[i]] = [(p * (control[i + 1].x - control[i].x)) / over, (p * (control[i + 1].y - control[i].y)) / over];
  }
  const second = new Float64Array(n);
  for (let i = 0; i + 2 < n; i++) {
    const over = knots[i + p + 1] - knots[i + 2];
    if (over > 0) second[i] = ((p - 1) * Math.hypot(qx[i + 1] - qx[i], qy[i + 1] - qy[i])) / over;
  }
  let total = 1;
  for (let k = p; k < n; k++) {
    const quarter = (knots[k + 1] - knots[k]) / 4;
    if (!(quarter > 0)) continue;
    let bend = 0;
    for (let i = Math.max(0, k - p); i <= k - 2; i++) bend = Math.max(bend, second[i]);
    if (weights) {
      const near = weights.slice(k - p, k + 1);
      bend *= (Math.max(...near) / Math.min(...near)) ** 2;
    }
    const pieces = bend > 0 ? Math.ceil((2 * quarter) / Math.sqrt((8 * tolerance) / bend)) : 1;
    total += 4 * Math.min(2 ** MAX_DEPTH, Math.max(1, pieces));
  }
  return Number.isFinite(total) ? total : Infinity;
}

/**
 * Points along the curve, each chord within `tolerance` of it; every knot span is split at least
 * four ways. Their number is charged to the budget before they are made (splinePointBound).
 */
export function splinePoints(s: SplineData, tolerance: number, budget: Budget): Vec[] {
  const paid = splinePointBound(s, tolerance);
  spendPoints(budget, paid);
  const { degree: p, knots, control } = s;
  const out: Out = { points: [pointAt(s, knots[p])], budget, paid };
  for (let i = p; i < control.length; i++) {
    const [a, b] = [knots[i], knots[i + 1]];
    if (b <= a) continue;
    for (let q = 0; q < 4; q++) {
      const [from, to] = [a + ((b - a) * q) / 4, a + ((b - a) * (q + 1)) / 4];
      subdivide(s, from, to, out.points[out.points.length - 1], pointAt(s, to), tolerance, 0, out);
    }
  }
  const points = out.points;
  return points.filter((point, i) => i === 0 || distance(point, points[i - 1]) > 0);
}
