import type { Budget } from './budget';
import { checkTime } from './budget';
import type { Contour } from './chain';
import { JOIN_MM } from './limits';
import type { Traced } from './rings';
import { boxInside, insideRing } from './rings';
import { areaTerm, endOf, startOf } from './pieces';
import { cross, sub } from './vec';

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
  nested.forEach((inner, i) => {
    checkTime(budget);
    const probe = inner.traced.start;
    for (let j = i - 1; j >= 0; j--) {
      const outer = nested[j];
      if (Math.abs(outer.signedArea) <= Math.abs(inner.signedArea) + JOIN_MM * JOIN_MM) continue;
      if (boxInside(inner.traced.box, outer.traced.box) && insideRing(probe, outer.traced.points)) {
        [inner.parent, inner.depth] = [j, outer.depth + 1];
        return;
      }
    }
  });
  return nested;
}
