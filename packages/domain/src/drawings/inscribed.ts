import type { Budget } from './budget';
import { checkTime } from './budget';
import type { RingTree } from './ring-tree';
import { insideTree, nearestEdge } from './ring-tree';
import type { Vec } from '../geometry/vec';
import type { Box } from '../geometry/box';

/** Distance from p to the ring's edge, negative outside it: found through the ring's tree of edges. */
function signedDistance(p: Vec, ring: RingTree): number {
  const nearest = nearestEdge(ring, p);
  return insideTree(ring, p) ? nearest : -nearest;
}

interface Cell {
  centre: Vec;
  half: number;
  distance: number;
  /** The most any point of the cell could be from the edge. */
  potential: number;
}

function cell(centre: Vec, half: number, ring: RingTree): Cell {
  const distance = signedDistance(centre, ring);
  return { centre, half, distance, potential: distance + half * Math.SQRT2 };
}

/**
 * The widest circle that fits inside the ring, found as polylabel does: squares that could still
 * hold a better centre are split until none can beat the best by more than `precision`. Stops early
 * once a circle of diameter `enough` fits, since then the hole is wide enough.
 */
export function inscribedWidth(
  ring: RingTree,
  box: Box,
  precision: number,
  enough: number,
  budget: Budget,
): { width: number; centre: Vec } {
  const size = Math.min(box.maxX - box.minX, box.maxY - box.minY);
  if (!(size > 0)) return { width: 0, centre: { x: box.minX, y: box.minY } };
  const half = size / 2;
  const queue: Cell[] = [];
  for (let x = box.minX; x < box.maxX; x += size) {
    for (let y = box.minY; y < box.maxY; y += size) queue.push(cell({ x: x + half, y: y + half }, half, ring));
  }
  let best = cell({ x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2 }, 0, ring);
  let visited = 0;
  while (queue.length > 0 && 2 * best.distance < enough) {
    if (++visited % 256 === 0) checkTime(budget);
    let top = 0;
    for (let i = 1; i < queue.length; i++) if (queue[i].potential > queue[top].potential) top = i;
    const current = queue[top];
    queue[top] = queue[queue.length - 1];
    queue.pop();
    if (current.distance > best.distance) best = current;
    if (current.potential - best.distance <= precision) continue;
    const h = current.half / 2;
    for (const [dx, dy] of [
      [-1, -1],
      [1, -1],
      [-1, 1],
      [1, 1],
    ]) {
      queue.push(cell({ x: current.centre.x + dx * h, y: current.centre.y + dy * h }, h, ring));
    }
  }
  return { width: 2 * Math.max(0, best.distance), centre: best.centre };
}
