import type { SplineData } from './spline';
import type { Vec } from '../geometry/vec';
import { cross, distance, length } from '../geometry/vec';

/**
 * A SPLINE given by the points it passes through (its fit points) and no control points, as some
 * CAD programs write it, made into the cubic B-spline ezdxf makes of it (fit_points_to_cad_cv,
 * after BricsCAD): global interpolation through the points with the end tangents as constraints,
 * parameters by chord length, "natural" knots. End tangents the file does not give are estimated
 * from five points, each as long as the whole chord (Piegl & Tiller, The NURBS Book, 9.2.2).
 */

export interface FitPoints {
  points: Vec[];
  /** Groups 12 and 13, when the file gives both. */
  tangents?: [Vec, Vec];
}

const DEGREE = 3;

const minus = (p: Vec, q: Vec): Vec => ({ x: p.x - q.x, y: p.y - q.y });
const times = (p: Vec, k: number): Vec => ({ x: p.x * k, y: p.y * k });
const plus = (p: Vec, q: Vec): Vec => ({ x: p.x + q.x, y: p.y + q.y });
const scaledTo = (p: Vec, size: number): Vec => times(p, size / length(p));

/**
 * The tangent at one end by ezdxf's five-point rule: a blend of the chords beside it, weighed by
 * how much the chords beyond them turn (extended past the end as ezdxf does). Where nothing turns,
 * ezdxf divides 0 by 0; here the chords are blended evenly.
 */
function endTangent(chords: Vec[], atStart: boolean): Vec {
  const n = chords.length;
  const q = (k: number) => chords[k];
  // ezdxf's q[0] and q[-1] before the start, q[n + 1] and q[n + 2] after the end, extended linearly.
  const before = minus(times(q(0), 2), q(1));
  const [a, b, c, d] = atStart
    ? [minus(times(before, 2), q(0)), before, q(0), q(1)]
    : [
        q(n - 2),
        q(n - 1),
        minus(times(q(n - 1), 2), q(n - 2)),
        minus(times(minus(times(q(n - 1), 2), q(n - 2)), 2), q(n - 1)),
      ];
  const [v1, v2] = [Math.abs(cross(a, b)), Math.abs(cross(c, d))];
  const alpha = v1 + v2 === 0 ? 0.5 : v1 / (v1 + v2);
  return plus(times(b, 1 - alpha), times(c, alpha));
}

/** The degree + 1 basis functions not zero at u, from the knot span's first (The NURBS Book, A2.2). */
function basis(knots: number[], count: number, u: number): { first: number; values: number[] } {
  const p = DEGREE;
  let span = count - 1;
  if (u < knots[count]) {
    span = p;
    while (span < count - 1 && knots[span + 1] <= u) span++;
  }
  const values = [1, 0, 0, 0];
  const [left, right] = [
    [0, 0, 0, 0],
    [0, 0, 0, 0],
  ];
  for (let j = 1; j <= p; j++) {
    left[j] = u - knots[Math.max(0, span + 1 - j)];
    right[j] = knots[span + j] - u;
    let saved = 0;
    for (let r = 0; r < j; r++) {
      const temp = values[r] / (right[r + 1] + left[j - r]);
      values[r] = saved + right[r + 1] * temp;
      saved = left[j - r] * temp;
    }
    values[j] = saved;
  }
  return { first: span - p, values };
}

/**
 * Solves A·x = b for a banded A (each row's nonzero columns close to its own), by Gaussian
 * elimination with partial pivoting over the band: a spline of thousands of fit points is a
 * system of thousands of rows, each of four nonzeros.
 */
function solveBanded(rows: Map<number, number>[], rhs: Vec[]): Vec[] {
  const n = rows.length;
  const b = rhs.map((v) => ({ ...v }));
  let lower = 0;
  rows.forEach((row, i) => row.forEach((_, j) => (lower = Math.max(lower, i - j))));
  for (let k = 0; k < n; k++) {
    let pivot = k;
    for (let i = k + 1; i <= Math.min(n - 1, k + lower); i++) {
      if (Math.abs(rows[i].get(k) ?? 0) > Math.abs(rows[pivot].get(k) ?? 0)) pivot = i;
    }
    [rows[k], rows[pivot]] = [rows[pivot], rows[k]];
    [b[k], b[pivot]] = [b[pivot], b[k]];
    const head = rows[k].get(k) ?? 0;
    if (head === 0) return [];
    for (let i = k + 1; i <= Math.min(n - 1, k + lower); i++) {
      const factor = (rows[i].get(k) ?? 0) / head;
      if (factor === 0) continue;
      rows[i].delete(k);
      rows[k].forEach((value, j) => {
        if (j > k) rows[i].set(j, (rows[i].get(j) ?? 0) - factor * value);
      });
      b[i] = minus(b[i], times(b[k], factor));
    }
  }
  const x: Vec[] = new Array(n);
  for (let k = n - 1; k >= 0; k--) {
    let sum = b[k];
    rows[k].forEach((value, j) => {
      if (j > k) sum = minus(sum, times(x[j], value));
    });
    x[k] = times(sum, 1 / rows[k].get(k)!);
  }
  return x;
}

/** The cubic B-spline through the fit points, as ezdxf makes it; undefined for fewer than two points or none apart. */
export function splineThroughFitPoints({ points, tangents }: FitPoints): SplineData | undefined {
  const n = points.length - 1;
  if (n < 1) return undefined;
  const chords = points.slice(1).map((p, i) => minus(p, points[i]));
  const steps = points.slice(1).map((p, i) => distance(points[i], p));
  const total = steps.reduce((sum, d) => sum + d, 0);
  if (!(total > 0) || steps.some((d) => d === 0)) return undefined;
  let walked = 0;
  const t = [0, ...steps.map((d) => (walked += d) / total)];
  const given = tangents && length(tangents[0]) > 0 && length(tangents[1]) > 0 ? tangents : undefined;
  const straight = n === 1 ? [chords[0], chords[0]] : undefined;
  const [start, end] = (given ?? straight ?? [endTangent(chords, true), endTangent(chords, false)]).map((v) =>
    scaledTo(v, total),
  );
  const knots = [0, 0, 0, 0, ...t.slice(1, n), 1, 1, 1, 1];
  const count = n + 3;
  const rows = t.map((u) => {
    const { first, values } = basis(knots, count, u);
    return new Map(values.map((value, r): [number, number] => [first + r, value]));
  });
  rows.splice(
    1,
    0,
    new Map([
      [0, -1],
      [1, 1],
    ]),
  );
  rows.splice(
    rows.length - 1,
    0,
    new Map([
      [count - 2, -1],
      [count - 1, 1],
    ]),
  );
  const rhs = [...points];
  rhs.splice(1, 0, times(start, knots[DEGREE + 1] / DEGREE));
  rhs.splice(rhs.length - 1, 0, times(end, (1 - knots[knots.length - DEGREE - 2]) / DEGREE));
  const control = solveBanded(rows, rhs);
  if (control.length !== count || control.some((c) => !Number.isFinite(c.x) || !Number.isFinite(c.y))) return undefined;
  return { degree: DEGREE, knots, control };
}
