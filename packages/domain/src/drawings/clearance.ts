import type { Budget } from './budget';
import { checkTime } from './budget';
import type { Vec } from './vec';
import { ROWS } from './point-grid';
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

/** The edges whose box touches one grid square, and the one ring they all belong to (-1: several). */
interface Cell {
  edges: Edge[];
  ring: number;
}

/** Edges filed by each grid square their box touches, so a query looks at nearby edges only. */
function fileEdges(rings: Vec[][], cell: number): Map<number, Cell> {
  const cells = new Map<number, Cell>();
  rings.forEach((ring, r) => {
    ring.forEach((a, i) => {
      const b = ring[(i + 1) % ring.length];
      const edge = { ring: r, a, b };
      for (let x = Math.floor(Math.min(a.x, b.x) / cell); x <= Math.floor(Math.max(a.x, b.x) / cell); x++) {
        for (let y = Math.floor(Math.min(a.y, b.y) / cell); y <= Math.floor(Math.max(a.y, b.y) / cell); y++) {
          const key = x * ROWS + y;
          const found = cells.get(key);
          if (!found) cells.set(key, { edges: [edge], ring: r });
          else {
            found.edges.push(edge);
            if (found.ring !== r) found.ring = -1;
          }
        }
      }
    });
  });
  return cells;
}

/**
 * For rings that do not cross, every pair that comes closer than `limit`, with its narrowest gap.
 * Two segments that do not meet are closest at an end of one of them, so testing each corner
 * against the nearby edges of the other rings finds the gap. Squares that hold only the corner's
 * own ring are passed over: around a plate's thousand holes, nearly all of them.
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
          const near = cells.get((ix + dx) * ROWS + iy + dy);
          if (!near || near.ring === r) continue;
          for (const edge of near.edges) {
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
