import type { Vec } from './vec';
import { distance, toSegment } from './vec';

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

/** De Boor's algorithm in homogeneous coordinates, so weights are exact. */
function pointAt({ degree: p, knots, control, weights }: SplineData, t: number): Vec {
  let span = p;
  while (span < control.length - 1 && t >= knots[span + 1]) span++;
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
  out: Vec[],
): void {
  const m = (a + b) / 2;
  const pm = pointAt(s, m);
  const flat =
    toSegment(pm, pa, pb).distance <= tolerance &&
    toSegment(pointAt(s, (a + m) / 2), pa, pb).distance <= tolerance &&
    toSegment(pointAt(s, (m + b) / 2), pa, pb).distance <= tolerance;
  if (flat || depth >= MAX_DEPTH) {
    out.push(pb);
    return;
  }
  subdivide(s, a, m, pa, pm, tolerance, depth + 1, out);
  subdivide(s, m, b, pm, pb, tolerance, depth + 1, out);
}

/** Points along the curve, each chord within `tolerance` of it; every knot span is split at least four ways. */
export function splinePoints(s: SplineData, tolerance: number): Vec[] {
  const { degree: p, knots, control } = s;
  const start = pointAt(s, knots[p]);
  const out = [start];
  for (let i = p; i < control.length; i++) {
    const [a, b] = [knots[i], knots[i + 1]];
    if (b <= a) continue;
    for (let q = 0; q < 4; q++) {
      const [from, to] = [a + ((b - a) * q) / 4, a + ((b - a) * (q + 1)) / 4];
      subdivide(s, from, to, out[out.length - 1], pointAt(s, to), tolerance, 0, out);
    }
  }
  return out.filter((point, i) => i === 0 || distance(point, out[i - 1]) > 0);
}
