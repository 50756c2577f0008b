/** A point or a direction in the plane, in millimetres (a drawing's, once it is flattened). */
export interface Vec {
  x: number;
  y: number;
}

export const vec = (x: number, y: number): Vec => ({ x, y });
export const add = (p: Vec, q: Vec): Vec => ({ x: p.x + q.x, y: p.y + q.y });
export const sub = (p: Vec, q: Vec): Vec => ({ x: p.x - q.x, y: p.y - q.y });
export const scale = (p: Vec, k: number): Vec => ({ x: p.x * k, y: p.y * k });
export const dot = (p: Vec, q: Vec): number => p.x * q.x + p.y * q.y;
/** The z of the 3D cross product: > 0 when q turns left of p. */
export const cross = (p: Vec, q: Vec): number => p.x * q.y - p.y * q.x;
export const length = (p: Vec): number => Math.sqrt(p.x * p.x + p.y * p.y);
export const distance = (p: Vec, q: Vec): number => length(sub(p, q));
export const lerp = (p: Vec, q: Vec, t: number): Vec => ({ x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t });

/** Shortest distance from p to the segment a–b, and the nearest point on it. */
export function toSegment(p: Vec, a: Vec, b: Vec): { distance: number; at: Vec } {
  const d = sub(b, a);
  const span = dot(d, d);
  const t = span === 0 ? 0 : Math.max(0, Math.min(1, dot(sub(p, a), d) / span));
  const at = lerp(a, b, t);
  return { distance: distance(p, at), at };
}
