import type { Box } from '../geometry/box';
import type { Variant } from './shape';

/** Below this share of the larger diameter, pole overlaps decay smoothly instead of stopping (sparrow's epsilon). */
const EPSILON_SHARE = 0.01;

/**
 * How badly two colliding items overlap, after sparrow: the overlap of their pole circles, each pair's depth
 * times the smaller radius, then scaled by the items' sizes so a small item's overlap is not ignored.
 */
export function overlapLoss(
  a: Variant,
  ax: number,
  ay: number,
  b: Variant,
  bx: number,
  by: number,
  diameter: number,
  penalty: number,
): number {
  const epsilon = EPSILON_SHARE * diameter;
  const dx = ax - bx;
  const dy = ay - by;
  const { poleX: aX, poleY: aY, poleR: aR } = a;
  const { poleX: bX, poleY: bY, poleR: bR } = b;
  let total = 0;
  for (let i = 0; i < aR.length; i++) {
    const x = aX[i] + dx;
    const y = aY[i] + dy;
    const r = aR[i];
    for (let j = 0; j < bR.length; j++) {
      const ex = x - bX[j];
      const ey = y - bY[j];
      const depth = r + bR[j] - Math.sqrt(ex * ex + ey * ey);
      const decayed = depth >= epsilon ? depth : (epsilon * epsilon) / (2 * epsilon - depth);
      total += decayed * (r < bR[j] ? r : bR[j]);
    }
  }
  return Math.sqrt(Math.PI * total + epsilon * epsilon) * penalty;
}

/** How far an item's box sticks out of the container (zero when inside). */
export function wallLoss(v: Variant, x: number, y: number, container: Box, penalty: number): number {
  const minX = v.minX + x;
  const minY = v.minY + y;
  const maxX = v.maxX + x;
  const maxY = v.maxY + y;
  if (minX >= container.minX && maxX <= container.maxX && minY >= container.minY && maxY <= container.maxY) return 0;
  const area = (maxX - minX) * (maxY - minY);
  const w = Math.min(maxX, container.maxX) - Math.max(minX, container.minX);
  const h = Math.min(maxY, container.maxY) - Math.max(minY, container.minY);
  const outside =
    w > 0 && h > 0
      ? area - w * h + 1e-4 * area
      : area +
        Math.hypot(
          (minX + maxX - container.minX - container.maxX) / 2,
          (minY + maxY - container.minY - container.maxY) / 2,
        );
  return 2 * Math.sqrt(outside) * penalty;
}
