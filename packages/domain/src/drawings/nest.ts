import type { Budget } from './budget';
import { checkTime } from './budget';
import type { Contour } from './chain';
import { JOIN_MM } from '../geometry/tolerances';
import type { Traced } from './rings';
import { boxInside } from '../geometry/box';
import { pointInRing } from '../geometry/predicates';
import { areaTerm, endOf, startOf } from './pieces';
import { cross, sub } from '../geometry/vec';
import { emptyBox, extendBox } from '../geometry/box';

export interface Nested {
  contour: Contour;
  traced: Traced;
  /** Counter-clockwise positive, exact for arcs and ellipses (Green's theorem on each piece). */
  signedArea: number;
  /** 0 for an outline, 1 for its holes, 2 for a part inside a hole, and so on. */
  depth: number;
  /** Index of the contour it lies directly inside. */
  parent: number | undefined;
}

/** Exact signed area, the hairline joins between pieces (under JOIN_MM) included so the contour really closes. */
export function contourArea(contour: Contour): number {
  const origin = startOf(contour.pieces[0]);
  let area = 0;
  contour.pieces.forEach((piece, i) => {
    const next = contour.pieces[(i + 1) % contour.pieces.length];
    area += areaTerm(piece, origin) + cross(sub(endOf(piece), origin), sub(startOf(next), origin)) / 2;
  });
  return area;
}

/** Cells a side of the grid that files contours by where their boxes reach. */
const GRID_SIDE = 64;

/**
 * For each contour, the larger ones (lower indices) whose boxes might hold it, largest last: those
 * whose box covers the cell of its first point. A grid over the drawing files each contour in the
 * cells its box covers, so a plate's thousand holes look only at the outline, not at one another.
 * Undefined where the boxes cover too many cells between them (rings around rings): then every
 * larger contour is a candidate.
 */
function candidatesOf(nested: Nested[]): ((i: number) => number[]) | undefined {
  const whole = emptyBox();
  for (const { traced } of nested) {
    extendBox(whole, { x: traced.box.minX, y: traced.box.minY });
    extendBox(whole, { x: traced.box.maxX, y: traced.box.maxY });
  }
  const side = Math.min(GRID_SIDE, Math.ceil(Math.sqrt(nested.length)));
  const [w, h] = [(whole.maxX - whole.minX) / side || 1, (whole.maxY - whole.minY) / side || 1];
  const column = (x: number) => Math.min(side - 1, Math.max(0, Math.floor((x - whole.minX) / w)));
  const row = (y: number) => Math.min(side - 1, Math.max(0, Math.floor((y - whole.minY) / h)));
  const spans = nested.map(({ traced: { box } }) => [column(box.minX), column(box.maxX), row(box.minY), row(box.maxY)]);
  const filed = spans.reduce((sum, [x0, x1, y0, y1]) => sum + (x1 - x0 + 1) * (y1 - y0 + 1), 0);
  if (filed > 8 * nested.length + side * side) return undefined;
  const cells: number[][] = Array.from({ length: side * side }, () => []);
  spans.forEach(([x0, x1, y0, y1], j) => {
    for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) cells[x * side + y].push(j);
  });
  return (i) => {
    const start = nested[i].traced.start;
    return cells[column(start.x) * side + row(start.y)].filter((j) => j < i).reverse();
  };
}

/**
 * Which closed contour lies inside which: each one's parent is the smallest contour around a
 * point of it. Open contours have no inside and are left out.
 */
export function nest(closed: { contour: Contour; traced: Traced }[], budget: Budget): Nested[] {
  const nested: Nested[] = closed
    .map(({ contour, traced }) => ({
      contour,
      traced,
      signedArea: contourArea(contour),
      depth: 0,
      parent: undefined as number | undefined,
    }))
    .sort((a, b) => Math.abs(b.signedArea) - Math.abs(a.signedArea));
  const candidates = candidatesOf(nested);
  nested.forEach((inner, i) => {
    checkTime(budget);
    const probe = inner.traced.start;
    const larger = candidates?.(i);
    for (let k = 0; k < (larger ? larger.length : i); k++) {
      const j = larger ? larger[k] : i - 1 - k;
      const outer = nested[j];
      if (Math.abs(outer.signedArea) <= Math.abs(inner.signedArea) + JOIN_MM * JOIN_MM) continue;
      if (boxInside(inner.traced.box, outer.traced.box) && pointInRing(probe, outer.traced.points)) {
        [inner.parent, inner.depth] = [j, outer.depth + 1];
        return;
      }
    }
  });
  return nested;
}
