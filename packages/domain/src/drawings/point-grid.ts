import type { Vec } from './vec';

/** Items filed by the square of side `cell` their point falls in, for "what lies near here?" in constant time. */
export class PointGrid<T> {
  private readonly cells = new Map<string, T[]>();

  constructor(private readonly cell: number) {}

  private key(ix: number, iy: number): string {
    return `${ix},${iy}`;
  }

  add(p: Vec, item: T): void {
    const key = this.key(Math.floor(p.x / this.cell), Math.floor(p.y / this.cell));
    const items = this.cells.get(key);
    if (items) items.push(item);
    else this.cells.set(key, [item]);
  }

  /** Everything filed within one cell of p: a superset of what lies within `cell` of it. */
  near(p: Vec): T[] {
    const [ix, iy] = [Math.floor(p.x / this.cell), Math.floor(p.y / this.cell)];
    const found: T[] = [];
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) found.push(...(this.cells.get(this.key(ix + dx, iy + dy)) ?? []));
    }
    return found;
  }
}
