import type { Rings } from './geometry';
import { boxOf, convexHullArea, materialArea, placeRings } from './geometry';
import { polesOf } from './poles';

/** An item turned to one of its allowed rotations, in flat arrays for the inner loops. */
export interface Variant {
  rotation: number;
  /** Every ring's points, ring after ring. */
  xs: Float64Array;
  ys: Float64Array;
  /** Where each ring ends in xs/ys. */
  ringEnds: Int32Array;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  /** Pole circles; the first is the pole of inaccessibility, deep inside the material. */
  poleX: Float64Array;
  poleY: Float64Array;
  poleR: Float64Array;
}

/** What the search knows of an item: its collision outline (widened by half the gap) in each rotation. */
export interface ItemShape {
  variants: Variant[];
  /** Of the collision outline, for the overlap's weight (as sparrow). */
  hullArea: number;
  diameter: number;
  /** The smaller side of its box, the unit of the search's steps. */
  minSide: number;
}

export function shapeOf(rings: Rings, rotations: readonly number[]): ItemShape {
  const box = boxOf(rings);
  const found = polesOf(rings);
  // A sliver too thin for any circle still needs a point to stand for it.
  const poles = found.length > 0 ? found : [{ x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2, r: 0 }];
  const variants = rotations.map((rotation) => variantOf(rings, poles, rotation));
  return {
    variants,
    hullArea: Math.max(convexHullArea(rings[0]), materialArea(rings)),
    diameter: Math.hypot(box.maxX - box.minX, box.maxY - box.minY),
    minSide: Math.min(box.maxX - box.minX, box.maxY - box.minY),
  };
}

function variantOf(rings: Rings, poles: readonly { x: number; y: number; r: number }[], rotation: number): Variant {
  const turned = placeRings(rings, rotation);
  const points = turned.flat();
  const box = boxOf(turned);
  const [poleRing] = placeRings([poles.map((p) => [p.x, p.y] as const)], rotation);
  let end = 0;
  return {
    rotation,
    xs: Float64Array.from(points, (p) => p[0]),
    ys: Float64Array.from(points, (p) => p[1]),
    ringEnds: Int32Array.from(turned, (ring) => (end += ring.length)),
    ...box,
    poleX: Float64Array.from(poleRing, (p) => p[0]),
    poleY: Float64Array.from(poleRing, (p) => p[1]),
    poleR: Float64Array.from(poles, (p) => p.r),
  };
}
