import type { Layout, Snapshot } from './layout';
import type { Random } from './random';
import type { Separated, SeparateSettings } from './separate';
import { disrupt } from './disrupt';
import { separate } from './separate';
import type { Timer } from './timer';

/** Share of the time spent exploring (big shrinks at the middle) before compressing (small ones anywhere). */
const EXPLORE_SHARE = 0.8;
const EXPLORE: SeparateSettings = { patience: 20, strikes: 2, counts: { anywhere: 50, near: 25, refined: 3 } };
const COMPRESS: SeparateSettings = { patience: 30, strikes: 3, counts: { anywhere: 50, near: 25, refined: 3 } };
/** Shrink per step while exploring, first and least; while compressing, first and last. */
const EXPLORE_STEPS = [0.01, 0.001] as const;
const COMPRESS_STEPS = [0.0025, 0.00005] as const;
const STEP_DECAY = 0.7;
/** Spread of the pick from the pool of failures (as a share of it): mostly the least overlapping. */
const POOL_SPREAD = 0.25;

/** Called with each shorter valid layout: its used end (the container's right side). */
export type OnShorter = (phase: 'explore' | 'compress', end: number) => void;

/**
 * Sparrow's strip-length search on a valid layout whose container ends where its pieces do: shrink the
 * container (pieces right of the cut move left with the end), separate the overlap this makes by guided local
 * search, keep the result if it is valid. Returns the shortest valid layout, and leaves the layout there.
 */
export function shorten(layout: Layout, random: Random, timer: Timer, onShorter?: OnShorter): Snapshot {
  let best = layout.save();
  best = explore(layout, best, random, timer.part(EXPLORE_SHARE), onShorter);
  best = compress(layout, best, random, timer, onShorter);
  layout.restore(best);
  return best;
}

/**
 * Sparrow's exploration: after each valid layout the strip shrinks by `step`; a layout that cannot be
 * separated joins a pool of failures, and the search goes on at the same length from one of them (the less
 * overlap, the likelier), disrupted, rather than from the last valid layout again.
 */
function explore(layout: Layout, valid: Snapshot, random: Random, timer: Timer, onShorter?: OnShorter) {
  let best = valid;
  let step: number = EXPLORE_STEPS[0];
  const failures: Separated[] = [];
  const shrink = () => {
    const { minX, maxX } = best.container;
    resize(layout, maxX - (maxX - minX) * step, minX + random.next() * (maxX - minX));
  };
  shrink();
  while (!timer.passed()) {
    const result = separate(layout, EXPLORE, random, timer);
    if (result.loss === 0) {
      best = result.snapshot;
      onShorter?.('explore', best.container.maxX);
      failures.length = 0;
      shrink();
      continue;
    }
    step = Math.max(EXPLORE_STEPS[1], step * STEP_DECAY);
    const at = failures.findIndex((f) => f.loss > result.loss);
    failures.splice(at < 0 ? failures.length : at, 0, result);
    const pick = Math.min(0.999, Math.abs(gaussian(random)) * POOL_SPREAD);
    layout.restore(failures[Math.floor(pick * failures.length)].snapshot);
    layout.resetWeights();
    disrupt(layout, random);
  }
  return best;
}

/** A standard normal number (Box-Muller). */
function gaussian(random: Random): number {
  return Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
}

function compress(layout: Layout, valid: Snapshot, random: Random, timer: Timer, onShorter?: OnShorter) {
  let best = valid;
  const compressing = timer.part(1);
  while (!compressing.passed()) {
    const step = COMPRESS_STEPS[0] + (COMPRESS_STEPS[1] - COMPRESS_STEPS[0]) * compressing.done();
    const { minX, maxX } = best.container;
    layout.restore(best);
    resize(layout, maxX - (maxX - minX) * step, minX + random.next() * (maxX - minX));
    const result = separate(layout, COMPRESS, random, compressing);
    if (result.loss === 0) {
      best = result.snapshot;
      onShorter?.('compress', best.container.maxX);
    }
  }
  return best;
}

/** Moves the container's right side to `end`: pieces whose box centre lies right of `split` move with it. */
export function resize(layout: Layout, end: number, split: number): void {
  const delta = end - layout.container.maxX;
  for (let i = 0; i < layout.n; i++) {
    const v = layout.variantOf(i);
    if (layout.x[i] + (v.minX + v.maxX) / 2 > split) layout.x[i] += delta;
  }
  layout.container = { ...layout.container, maxX: end };
  layout.refreshAll();
  layout.resetWeights();
}

/** Where the placed pieces end on the right. */
export function usedEnd(layout: Layout): number {
  let end = layout.container.minX;
  for (let i = 0; i < layout.n; i++) {
    if (layout.placed[i]) end = Math.max(end, layout.x[i] + layout.variantOf(i).maxX);
  }
  return end;
}
