import type { Budget } from './budget';
import { checkTime } from './budget';
import type { RingTree } from './ring-tree';
import { boxGap, closestBetween } from './ring-tree';
import type { Vec } from '../geometry/vec';

export interface Narrowest {
  /** The two rings (indexes into the list given), the gap between them and where it is. */
  rings: [number, number];
  distance: number;
  from: Vec;
  to: Vec;
}

/** Ring pairs whose boxes come within `limit` of each other, the lower index first, in order. */
function pairsNear(trees: RingTree[], limit: number): [number, number][] {
  const order = trees
    .flatMap((tree, i) => (tree.points.length > 0 ? [i] : []))
    .sort((i, j) => trees[i].box.minX - trees[j].box.minX);
  const pairs: [number, number][] = [];
  for (let k = 0; k < order.length; k++) {
    const box = trees[order[k]].box;
    for (let m = k + 1; m < order.length && trees[order[m]].box.minX <= box.maxX + limit; m++) {
      if (boxGap(box, trees[order[m]].box) >= limit) continue;
      pairs.push(order[k] < order[m] ? [order[k], order[m]] : [order[m], order[k]]);
    }
  }
  return pairs.sort((p, q) => p[0] - q[0] || p[1] - q[1]);
}

/**
 * For rings that do not cross (each filed in its tree of edges), every pair that comes closer than `limit`, with its narrowest gap,
 * in the order of their rings. Each ring's edges are filed in a tree of boxes (ring-tree.ts), and
 * only rings whose boxes come within `limit` are measured against each other: around a plate's
 * thousands of holes, each hole against its neighbours and the outline, and of each the few runs
 * of edges that face the other. Grows with the points as n log n, whatever the plate's thickness.
 */
export function narrowGaps(trees: RingTree[], limit: number, budget: Budget): Narrowest[] {
  const gaps: Narrowest[] = [];
  pairsNear(trees, limit).forEach(([r, s], i) => {
    if (i % 64 === 0) checkTime(budget);
    const closest = closestBetween(trees[r], trees[s], limit);
    if (closest) gaps.push({ rings: [r, s], distance: closest.distance, from: closest.from, to: closest.to });
  });
  return gaps;
}
