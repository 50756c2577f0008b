import type { Budget } from './budget';
import { checkTime } from './budget';
import type { Vec } from './vec';
import { toSegment } from './vec';

export interface Narrowest {
  /** The two rings (indexes into the list given), the gap between them and where it is. */
  rings: [number, number];
  distance: number;
  from: Vec;
  to: Vec;
}

interface Edge {
  ring: number;
  a: Vec;
  b: Vec;
}

/** Edges filed by each grid square their box touches, so a query looks at nearby edges only. */
function fileEdges(rings: Vec[][], cell: number): Map<string, Edge[]> {
  const cells = new Map<string, Edge[]>();
  rings.forEach((ring, r) => {
    ring.forEach((a, i) => {
      const b = ring[(i + 1) % ring.length];
      const edge = { ring: r, a, b };
      for (let x = Math.floor(Math.min(a.x, b.x) / cell); x <= Math.floor(Math.max(a.x, b.x) / cell); x++) {
        for (let y = Math.floor(Math.min(a.y, b.y) / cell); y <= Math.floor(Math.max(a.y, b.y) / cell); y++) {
          const key = `${x},${y}`;
          const list = cells.get(key);
          if (list) list.push(edge);
          else cells.set(key, [edge]);
        }
      }
    });
  });
  return cells;
}

/**
 * For rings that do not cross, every pair that comes closer than `limit`, with its narrowest gap.
 * Two segments that do not meet are closest at an end of one of them, so testing each corner
 * against the nearby edges of the other rings finds the gap.
 */
export function narrowGaps(rings: Vec[][], limit: number, budget: Budget): Narrowest[] {
  const cell = Math.max(limit, 1e-3);
  const cells = fileEdges(rings, cell);
  const best = new Map<string, Narrowest>();
  rings.forEach((ring, r) => {
    checkTime(budget);
    for (const p of ring) {
      const [ix, iy] = [Math.floor(p.x / cell), Math.floor(p.y / cell)];
      for (let dx = -1; dx <= 1; dx++) {
        for (let dy = -1; dy <= 1; dy++) {
          for (const edge of cells.get(`${ix + dx},${iy + dy}`) ?? []) {
            if (edge.ring === r) continue;
            const { distance, at } = toSegment(p, edge.a, edge.b);
            if (distance >= limit) continue;
            const pair: [number, number] = r < edge.ring ? [r, edge.ring] : [edge.ring, r];
            const key = pair.join(':');
            if ((best.get(key)?.distance ?? Infinity) > distance)
              best.set(key, { rings: pair, distance, from: p, to: at });
          }
        }
      }
    }
  });
  return [...best.values()];
}
