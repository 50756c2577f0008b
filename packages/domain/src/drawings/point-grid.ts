import type { Vec } from '../geometry/vec';

/**
 * Rows are told apart by this factor in a cell's key (here and in clearance's edge grid): rows that far apart share keys, which only
 * adds items to `near`'s superset (callers measure the distance anyway). Cells run to 1e9 either
 * way (MAX_COORDINATE_MM over JOIN_MM), so keys stay exact doubles.
 */
export const ROWS = 1_000_003;

/** Items filed by the square of side `cell` their point falls in, for "what lies near here?" in constant time. */
export class PointGrid<T> {
  // A number for a key: a string built per lookup costs more than the lookup.
  private readonly cells = new Map<number, T[]>();

  constructor(private readonly cell: number) {}

  add(p: Vec, item: T): void {
    const key = Math.floor(p.x / this.cell) * ROWS + Math.floor(p.y / this.cell);
    const items = this.cells.get(key);
    if (items) items.push(item);
    else this.cells.set(key, [item]);
  }

  /** Everything filed within one cell of p: a superset of what lies within `cell` of it. */
  near(p: Vec): T[] {
    const found: T[] = [];
    this.visitNear(p, (item) => found.push(item));
    return found;
  }

  /** `near` without its list, for the loops that ask about every end of a drawing. */
  visitNear(p: Vec, visit: (item: T) => void): void {
    const [ix, iy] = [Math.floor(p.x / this.cell), Math.floor(p.y / this.cell)];
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        const items = this.cells.get((ix + dx) * ROWS + iy + dy);
        if (items) for (const item of items) visit(item);
      }
    }
  }
}
