import type { Vec } from '../geometry/vec';

/** x' = a·x + c·y + e, y' = b·x + d·y + f: how block inserts, OCS and units carry a point into millimetres. */
export interface Affine {
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
  f: number;
}

export const IDENTITY: Affine = { a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 };

export const apply = (m: Affine, p: Vec): Vec => ({ x: m.a * p.x + m.c * p.y + m.e, y: m.b * p.x + m.d * p.y + m.f });

/** A direction moves but does not shift. */
export const applyLinear = (m: Affine, p: Vec): Vec => ({ x: m.a * p.x + m.c * p.y, y: m.b * p.x + m.d * p.y });

/** First `inner`, then `outer`. */
export function compose(outer: Affine, inner: Affine): Affine {
  return {
    a: outer.a * inner.a + outer.c * inner.b,
    b: outer.b * inner.a + outer.d * inner.b,
    c: outer.a * inner.c + outer.c * inner.d,
    d: outer.b * inner.c + outer.d * inner.d,
    e: outer.a * inner.e + outer.c * inner.f + outer.e,
    f: outer.b * inner.e + outer.d * inner.f + outer.f,
  };
}

export const translation = (x: number, y: number): Affine => ({ ...IDENTITY, e: x, f: y });
export const scaling = (sx: number, sy: number): Affine => ({ ...IDENTITY, a: sx, d: sy });

export function rotation(radians: number): Affine {
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  return { a: cos, b: sin, c: -sin, d: cos, e: 0, f: 0 };
}

/** Negative when the map mirrors, which turns counter-clockwise arcs clockwise. */
export const determinant = (m: Affine): number => m.a * m.d - m.b * m.c;

export interface Vec3 {
  x: number;
  y: number;
  z: number;
}

/**
 * DXF's arbitrary axis algorithm: the object coordinate system of an entity whose extrusion is
 * `normal`, seen from above (its z dropped). For the usual (0, 0, 1) it is the identity; for
 * (0, 0, −1), how CAD programs store mirrored arcs, it turns x round.
 */
export function ocsToWcs(normal: Vec3): Affine {
  const size = Math.hypot(normal.x, normal.y, normal.z);
  const n = { x: normal.x / size, y: normal.y / size, z: normal.z / size };
  const nearZ = Math.abs(n.x) < 1 / 64 && Math.abs(n.y) < 1 / 64;
  // Ax = (Wy or Wz) × N, normalised; Ay = N × Ax.
  const ax = nearZ ? { x: n.z, y: 0, z: -n.x } : { x: -n.y, y: n.x, z: 0 };
  const axSize = Math.hypot(ax.x, ax.y, ax.z);
  const [axX, axY, axZ] = [ax.x / axSize, ax.y / axSize, ax.z / axSize];
  const ay = { x: n.y * axZ - n.z * axY, y: n.z * axX - n.x * axZ };
  return { a: axX, b: axY, c: ay.x, d: ay.y, e: 0, f: 0 };
}
