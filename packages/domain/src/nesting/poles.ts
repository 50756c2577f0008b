import type { Point, Rings } from './geometry';
import { boxOf, materialArea } from './geometry';

/** A circle inside the material; an item's poles stand in for it when an overlap is weighed (after sparrow). */
export interface Circle {
  x: number;
  y: number;
  r: number;
}

/** Stop at the first limit met: [count, share of the area covered]. */
const POLE_LIMITS: readonly (readonly [number, number])[] = [
  [8, 0.9],
  [16, 0.8],
  [32, 0],
];

/**
 * Disjoint circles inside the material, each the largest that still fits beside those before it: the
 * first is the pole of inaccessibility. Found like polylabel, on the distance to the edges and to the poles so far.
 */
export function polesOf(rings: Rings): Circle[] {
  const area = materialArea(rings);
  const box = boxOf(rings);
  const diameter = Math.hypot(box.maxX - box.minX, box.maxY - box.minY);
  const poles: Circle[] = [];
  let covered = 0;
  for (;;) {
    const pole = largestCircle(rings, poles, diameter / 300);
    if (pole.r <= diameter * 1e-3) break;
    poles.push(pole);
    covered += Math.PI * pole.r * pole.r;
    if (POLE_LIMITS.some(([count, share]) => poles.length >= count && covered >= share * area)) break;
  }
  return poles;
}

function largestCircle(rings: Rings, poles: readonly Circle[], precision: number): Circle {
  const clearance = (x: number, y: number) => {
    let d = signedDistance(rings, x, y);
    for (const pole of poles) d = Math.min(d, Math.hypot(x - pole.x, y - pole.y) - pole.r);
    return d;
  };
  const box = boxOf(rings);
  const width = box.maxX - box.minX;
  const height = box.maxY - box.minY;
  const size = Math.max(Math.min(width, height), precision);
  const queue = new CellQueue();
  const cell = (x: number, y: number, half: number): Cell => {
    const d = clearance(x, y);
    return { x, y, half, d, max: d + half * Math.SQRT2 };
  };
  for (let x = box.minX; x < box.maxX; x += size) {
    for (let y = box.minY; y < box.maxY; y += size) queue.push(cell(x + size / 2, y + size / 2, size / 2));
  }
  let best = cell(box.minX + width / 2, box.minY + height / 2, 0);
  for (let next = queue.pop(); next; next = queue.pop()) {
    if (next.d > best.d) best = next;
    if (next.max - best.d <= precision) continue;
    const half = next.half / 2;
    queue.push(cell(next.x - half, next.y - half, half));
    queue.push(cell(next.x + half, next.y - half, half));
    queue.push(cell(next.x - half, next.y + half, half));
    queue.push(cell(next.x + half, next.y + half, half));
  }
  return { x: best.x, y: best.y, r: best.d };
}

/** Distance to the nearest edge, negative outside the material (even-odd over all rings). */
export function signedDistance(rings: Rings, x: number, y: number): number {
  let inside = false;
  let nearest = Infinity;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const a = ring[j];
      const b = ring[i];
      if (a[1] > y !== b[1] > y && x < ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]) + a[0]) inside = !inside;
      nearest = Math.min(nearest, segmentDistance(x, y, a, b));
    }
  }
  return inside ? nearest : -nearest;
}

function segmentDistance(x: number, y: number, a: Point, b: Point): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - a[0]) * dx + (y - a[1]) * dy) / length2));
  return Math.hypot(x - (a[0] + t * dx), y - (a[1] + t * dy));
}

interface Cell {
  x: number;
  y: number;
  half: number;
  d: number;
  max: number;
}

/** Max-heap on the best clearance a cell may still hold. */
class CellQueue {
  private cells: Cell[] = [];

  push(cell: Cell): void {
    const cells = this.cells;
    cells.push(cell);
    for (let i = cells.length - 1; i > 0;) {
      const parent = (i - 1) >> 1;
      if (cells[parent].max >= cells[i].max) break;
      [cells[parent], cells[i]] = [cells[i], cells[parent]];
      i = parent;
    }
  }

  pop(): Cell | undefined {
    const cells = this.cells;
    const top = cells[0];
    const last = cells.pop();
    if (cells.length > 0 && last) {
      cells[0] = last;
      for (let i = 0; ;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let largest = i;
        if (left < cells.length && cells[left].max > cells[largest].max) largest = left;
        if (right < cells.length && cells[right].max > cells[largest].max) largest = right;
        if (largest === i) break;
        [cells[largest], cells[i]] = [cells[i], cells[largest]];
        i = largest;
      }
    }
    return top;
  }
}
