/** An axis-aligned box, as every part of the domain measures one (mm). */
export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** The box of nothing: extending it by a point gives that point's box. */
export const emptyBox = (): Box => ({ minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity });

export function extendBox(box: Box, p: { x: number; y: number }): void {
  if (p.x < box.minX) box.minX = p.x;
  if (p.x > box.maxX) box.maxX = p.x;
  if (p.y < box.minY) box.minY = p.y;
  if (p.y > box.maxY) box.maxY = p.y;
}

export function boxOfPoints(points: Iterable<{ x: number; y: number }>): Box {
  const box = emptyBox();
  for (const p of points) extendBox(box, p);
  return box;
}

export const boxInside = (inner: Box, outer: Box): boolean =>
  inner.minX >= outer.minX && inner.maxX <= outer.maxX && inner.minY >= outer.minY && inner.maxY <= outer.maxY;

/** Whether the boxes are more than `distance` apart along x or y (then nothing in them is closer). */
export const boxesApart = (b: Box, c: Box, distance = 0): boolean =>
  b.minX > c.maxX + distance || c.minX > b.maxX + distance || b.minY > c.maxY + distance || c.minY > b.maxY + distance;
