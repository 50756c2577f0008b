import type { Layout } from './layout';
import type { Random } from './random';
import { randomInt } from './random';

/** Pieces that together make up this share of the hull area, biggest first, count as large. */
const LARGE_SHARE = 0.75;

/**
 * Sparrow's disruption of a layout stuck in overlap: two large pieces of different shapes change places (box
 * centre for box centre, each keeping its rotation), so the search goes on from somewhere new.
 */
export function disrupt(layout: Layout, random: Random): void {
  const placed = [...Array(layout.n).keys()].filter((i) => layout.placed[i]);
  if (placed.length < 2) return;
  const hull = (i: number) => layout.shapes[i].hullArea;
  const bySize = [...placed].sort((a, b) => hull(b) - hull(a));
  const total = bySize.reduce((sum, i) => sum + hull(i), 0);
  let cumulative = 0;
  const cutoff = hull(bySize.find((i) => (cumulative += hull(i)) >= LARGE_SHARE * total) ?? bySize[0]);
  const large = bySize.filter((i) => hull(i) >= cutoff);
  const a = large[randomInt(random, large.length)];
  const different = large.filter((i) => Math.abs(hull(i) - hull(a)) > 0.01 * hull(a));
  const others = different.length > 0 ? different : placed.filter((i) => i !== a);
  const b = others[randomInt(random, others.length)];
  const [ca, cb] = [centreOf(layout, a), centreOf(layout, b)];
  moveCentre(layout, a, cb);
  moveCentre(layout, b, ca);
}

function centreOf(layout: Layout, i: number): [number, number] {
  const v = layout.variantOf(i);
  return [layout.x[i] + (v.minX + v.maxX) / 2, layout.y[i] + (v.minY + v.maxY) / 2];
}

function moveCentre(layout: Layout, i: number, [cx, cy]: [number, number]): void {
  const v = layout.variantOf(i);
  layout.place(i, { variant: layout.variant[i], x: cx - (v.minX + v.maxX) / 2, y: cy - (v.minY + v.maxY) / 2 });
}
