import type { Box } from './box';
import { emptyBox, extendBox } from './box';
import type { Vec } from './vec';
import { cross, dot, length } from './vec';

/**
 * An arc of a circle or an ellipse: p(t) = c + u·cos t + v·sin t, run from t0 to t1 (either way).
 * One form for DXF's ARC, CIRCLE, ELLIPSE and bulged polyline edges, and closed under every block
 * transform: a circle inserted with unequal x and y scales stays a conic, u and v no longer perpendicular.
 */
export interface Conic {
  kind: 'conic';
  c: Vec;
  u: Vec;
  v: Vec;
  t0: number;
  t1: number;
}

/** Relative slack within which u and v are taken as a circle's perpendicular radii. */
const ROUND = 1e-9;

/** The arc of a circle from angle t0 to t1 (radians, counter-clockwise when t1 > t0). */
export function circleArc(center: Vec, radius: number, t0: number, t1: number): Conic {
  return { kind: 'conic', c: center, u: { x: radius, y: 0 }, v: { x: 0, y: radius }, t0, t1 };
}

/** The angle a bulged edge turns through (DXF group 42: bulge = tan(sweep / 4)), counter-clockwise when positive. */
export const bulgeSweep = (bulge: number): number => 4 * Math.atan(bulge);

/**
 * The arc a bulged polyline edge p→q stands for: counter-clockwise from p to q when the bulge is
 * positive, so its centre lies left of p→q and the arc bows out to the right (for a bulge under 1).
 */
export function bulgeArc(p: Vec, q: Vec, bulge: number): Conic {
  const sweep = bulgeSweep(bulge);
  const [dx, dy] = [q.x - p.x, q.y - p.y];
  const toCentre = 1 / (2 * Math.tan(sweep / 2));
  const c = { x: (p.x + q.x) / 2 - dy * toCentre, y: (p.y + q.y) / 2 + dx * toCentre };
  const u = { x: p.x - c.x, y: p.y - c.y };
  return { kind: 'conic', c, u, v: { x: -u.y, y: u.x }, t0: 0, t1: sweep };
}

/** c + (u·cos t + v·sin t), added in that order, in one object: a plate's holes are followed by the hundred thousand points. */
export function conicPoint(k: Conic, t: number): Vec {
  const [cos, sin] = [Math.cos(t), Math.sin(t)];
  return { x: k.c.x + (k.u.x * cos + k.v.x * sin), y: k.c.y + (k.u.y * cos + k.v.y * sin) };
}

/** The radius when the conic is a circle: |u| = |v| and u ⟂ v. */
export function circleRadius(k: Conic): number | undefined {
  const [ru, rv] = [length(k.u), length(k.v)];
  const round = Math.abs(ru - rv) <= ROUND * ru && Math.abs(dot(k.u, k.v)) <= ROUND * ru * rv;
  return round ? ru : undefined;
}

const speed = (k: Conic, t: number): number => {
  const [s, c] = [Math.sin(t), Math.cos(t)];
  return Math.hypot(-k.u.x * s + k.v.x * c, -k.u.y * s + k.v.y * c);
};

/** Adaptive Simpson on the speed |p'(t)|, which is smooth; the error estimate is Richardson's. */
function simpson(
  k: Conic,
  a: number,
  b: number,
  fa: number,
  fm: number,
  fb: number,
  whole: number,
  tol: number,
  depth: number,
): number {
  const m = (a + b) / 2;
  const [lm, rm] = [(a + m) / 2, (m + b) / 2];
  const [flm, frm] = [speed(k, lm), speed(k, rm)];
  const left = ((m - a) / 6) * (fa + 4 * flm + fm);
  const right = ((b - m) / 6) * (fm + 4 * frm + fb);
  const delta = left + right - whole;
  if (depth <= 0 || Math.abs(delta) <= 15 * tol) return left + right + delta / 15;
  return (
    simpson(k, a, m, fa, flm, fm, left, tol / 2, depth - 1) + simpson(k, m, b, fm, frm, fb, right, tol / 2, depth - 1)
  );
}

/** Arc length: exact for a circle, else integrated to 1e-11 of the length in pieces of at most 1/16 turn. */
export function conicLength(k: Conic): number {
  const sweep = Math.abs(k.t1 - k.t0);
  const radius = circleRadius(k);
  if (radius !== undefined) return radius * sweep;
  const [from, steps] = [Math.min(k.t0, k.t1), Math.max(1, Math.ceil(sweep / (Math.PI / 8)))];
  const tol = 1e-11 * largestRadius(k);
  let total = 0;
  for (let i = 0; i < steps; i++) {
    const [a, b] = [from + (sweep * i) / steps, from + (sweep * (i + 1)) / steps];
    const [fa, fm, fb] = [speed(k, a), speed(k, (a + b) / 2), speed(k, b)];
    total += simpson(k, a, b, fa, fm, fb, ((b - a) / 6) * (fa + 4 * fm + fb), tol / steps, 30);
  }
  return total;
}

/** ½∫(x dy − y dx) along the arc, exactly: ½[c × (p(t1) − p(t0)) + (u × v)(t1 − t0)]. */
export function conicAreaTerm(k: Conic): number {
  const chord = { x: conicPoint(k, k.t1).x - conicPoint(k, k.t0).x, y: conicPoint(k, k.t1).y - conicPoint(k, k.t0).y };
  return (cross(k.c, chord) + cross(k.u, k.v) * (k.t1 - k.t0)) / 2;
}

/** Whether t lies on the run from t0 to t1, either way round. */
function within(k: Conic, t: number): boolean {
  const [lo, hi] = k.t0 < k.t1 ? [k.t0, k.t1] : [k.t1, k.t0];
  const turn = 2 * Math.PI;
  const shifted = lo + ((((t - lo) % turn) + turn) % turn);
  return shifted <= hi;
}

/** The true extent: the ends and wherever x or y turns back (dx/dt = 0 at t = atan2(v.x, u.x) + kπ). */
export function conicBox(k: Conic): Box {
  const box = emptyBox();
  extendBox(box, conicPoint(k, k.t0));
  extendBox(box, conicPoint(k, k.t1));
  for (const base of [Math.atan2(k.v.x, k.u.x), Math.atan2(k.v.y, k.u.y)]) {
    for (const t of [base, base + Math.PI]) if (within(k, t)) extendBox(box, conicPoint(k, t));
  }
  return box;
}

/** The longest semi-axis, √(largest eigenvalue of [[u·u, u·v], [u·v, v·v]]): u and v need not be perpendicular. */
function largestRadius(k: Conic): number {
  const [uu, vv, uv] = [dot(k.u, k.u), dot(k.v, k.v), dot(k.u, k.v)];
  return Math.sqrt((uu + vv) / 2 + Math.hypot((uu - vv) / 2, uv));
}

/**
 * The widest angle a chord of a circle of `radius` may span and stray at most `tolerance` from it
 * (the sagitta r(1 − cos(θ/2)) = tolerance); Infinity when the circle is no wider than the tolerance.
 */
export function chordTurn(radius: number, tolerance: number): number {
  return radius > tolerance ? 2 * Math.acos(1 - tolerance / radius) : Infinity;
}

/** How many chords conicPoints takes (Infinity for a conic too large to follow): known before any is made. */
export function conicSteps(k: Conic, tolerance: number, maxTurn = Math.PI / 18): number {
  const steps = Math.max(
    2,
    Math.ceil(Math.abs(k.t1 - k.t0) / Math.min(chordTurn(largestRadius(k), tolerance), maxTurn)),
  );
  return Number.isFinite(steps) ? steps : Infinity;
}

/**
 * Points along the arc no further than `tolerance` from it, both ends included, and no further
 * apart than `maxTurn` of its parameter (ten degrees unless said).
 */
export function conicPoints(k: Conic, tolerance: number, maxTurn = Math.PI / 18): Vec[] {
  const steps = conicSteps(k, tolerance, maxTurn);
  return Array.from({ length: steps + 1 }, (_, i) => conicPoint(k, k.t0 + ((k.t1 - k.t0) * i) / steps));
}
