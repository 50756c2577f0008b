import type { Layout, Pose, Snapshot } from './layout';
import type { Random } from './random';
import { shuffled } from './random';
import type { Found, SampleCounts } from './search';
import type { Timer } from './timer';
import { searchPose } from './search';

export interface SeparateSettings {
  /** Rounds without a better layout before a strike. */
  patience: number;
  /** Strikes (rounds of `patience` with little gain) before giving up. */
  strikes: number;
  counts: SampleCounts;
}

export interface Separated {
  snapshot: Snapshot;
  /** Zero when no two pieces collide and all lie in the container. */
  loss: number;
}

/** What counts as real progress: 2 % less overlap. */
const REAL_GAIN = 0.98;

/**
 * Sparrow's separator: move every colliding piece to its least weighted-overlap pose, raise the weights of the
 * pairs that still collide, and again, until nothing collides or the strikes run out. Returns the layout with
 * the least overlap seen (and leaves the layout there).
 */
export function separate(layout: Layout, settings: SeparateSettings, random: Random, timer: Timer): Separated {
  let best = { snapshot: layout.save(), loss: layout.totalLoss() };
  let strikes = 0;
  while (strikes < settings.strikes && best.loss > 0 && !timer.passed()) {
    const lossAtStart = layout.totalLoss();
    for (let idle = 0; idle < settings.patience && !timer.passed();) {
      moveColliding(layout, settings.counts, random, timer);
      const loss = layout.totalLoss();
      if (loss === 0) return { snapshot: layout.save(), loss };
      if (loss < best.loss) {
        if (loss < best.loss * REAL_GAIN) idle = 0;
        best = { snapshot: layout.save(), loss };
      } else idle++;
      layout.updateWeights();
    }
    strikes = lossAtStart * REAL_GAIN <= best.loss ? strikes + 1 : 0;
    layout.restore(best.snapshot);
  }
  return best;
}

function moveColliding(layout: Layout, counts: SampleCounts, random: Random, timer: Timer): void {
  const colliding = [];
  for (let i = 0; i < layout.n; i++) if (layout.placed[i] && layout.lossOf(i) > 0) colliding.push(i);
  for (const i of shuffled(random, colliding)) {
    if (timer.passed()) return;
    if (layout.lossOf(i) === 0) continue;
    const found = leastOverlapPose(layout, i, counts, random, layout.poseOf(i));
    if (found) layout.place(i, found.pose);
  }
}

/** Where piece i overlaps the others and the sheet's edge least, searched from `current` when given. */
export function leastOverlapPose(
  layout: Layout,
  i: number,
  counts: SampleCounts,
  random: Random,
  current?: Pose,
): Found | undefined {
  const shape = layout.shapes[i];
  return searchPose(
    shape,
    layout.container,
    (variant, x, y, bound) => layout.evaluate(i, shape.variants[variant], x, y, bound),
    counts,
    random,
    current,
  );
}
