import type { Layout } from './layout';
import type { Random } from './random';
import type { SampleCounts } from './search';
import { searchPose } from './search';

/** Sparrow's left-bottom fill weighs left ten times bottom. */
const LEFT_OVER_BOTTOM = 10;
const COUNTS: SampleCounts = { anywhere: 400, near: 0, refined: 3 };

/**
 * Left-bottom fill: each piece, biggest first, at the free pose found furthest left (then lowest), judged at its
 * pole of inaccessibility and its box's corner. Returns the pieces that found no free pose.
 */
export function fillLeftBottom(layout: Layout, order: readonly number[], random: Random): number[] {
  const unplaced: number[] = [];
  for (const i of order) {
    const shape = layout.shapes[i];
    const found = searchPose(
      shape,
      layout.container,
      (variant, x, y) => {
        const v = shape.variants[variant];
        if (!layout.fits(i, v, x, y)) return Infinity;
        return LEFT_OVER_BOTTOM * (v.poleX[0] + v.minX + 2 * x) + (v.poleY[0] + v.minY + 2 * y);
      },
      COUNTS,
      random,
    );
    if (found) layout.place(i, found.pose);
    else unplaced.push(i);
  }
  return unplaced;
}

/** Biggest first, by hull area times diameter (sparrow's order). */
export function biggestFirst(layout: Layout): number[] {
  const size = (i: number) => layout.shapes[i].hullArea * layout.shapes[i].diameter;
  return Array.from({ length: layout.n }, (_, i) => i).sort((a, b) => size(b) - size(a));
}
