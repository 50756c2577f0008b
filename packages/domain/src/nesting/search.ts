import type { Box } from '../geometry/box';
import type { Pose } from './layout';
import type { Random } from './random';
import { randomInt } from './random';
import type { ItemShape } from './shape';

/** Loss of the piece at a pose; Infinity once above `bound` or where it may not go. */
export type Evaluate = (variant: number, x: number, y: number, bound: number) => number;

export interface SampleCounts {
  /** Poses drawn anywhere in the container. */
  anywhere: number;
  /** Poses drawn around where the piece lies now. */
  near: number;
  /** Best samples refined by coordinate descent. */
  refined: number;
}

export interface Found {
  pose: Pose;
  loss: number;
}

/** Sparrow's coordinate-descent steps, as shares of the item's smaller side: [first, last]. */
const ROUGH_STEPS = [0.25, 0.02] as const;
const FINE_STEPS = [0.01, 0.001] as const;
const STEP_GROW = 1.1;
const STEP_SHRINK = 0.5;
/** Two samples closer than this share of the smaller side count as one. */
const SAME_SAMPLE = 0.05;

/**
 * Sparrow's placement search: random poses in the container and around the current one, the best few
 * refined by coordinate descent, the best of those refined once more.
 */
export function searchPose(
  shape: ItemShape,
  container: Box,
  evaluate: Evaluate,
  counts: SampleCounts,
  random: Random,
  current?: Pose,
): Found | undefined {
  const best = new BestSamples(counts.refined, shape.minSide * SAME_SAMPLE);
  if (current) {
    best.offer(current, evaluate(current.variant, current.x, current.y, Infinity));
    const v = shape.variants[current.variant];
    const focus = {
      minX: v.minX + current.x,
      minY: v.minY + current.y,
      maxX: v.maxX + current.x,
      maxY: v.maxY + current.y,
    };
    for (let k = 0; k < counts.near; k++) sample(shape, container, focus, evaluate, best, random);
  }
  for (let k = 0; k < counts.anywhere; k++) sample(shape, container, container, evaluate, best, random);
  for (const start of [...best.samples]) {
    best.offer(...descend(start, shape, evaluate, ROUGH_STEPS, random));
  }
  const top = best.samples[0];
  if (!top || top.loss === Infinity) return undefined;
  const [pose, loss] = descend(top, shape, evaluate, FINE_STEPS, random);
  return { pose, loss };
}

/** Tries a pose whose box lies in the container with its centre in `focus`, in a random allowed rotation. */
function sample(shape: ItemShape, container: Box, focus: Box, evaluate: Evaluate, best: BestSamples, random: Random) {
  const variant = randomInt(random, shape.variants.length);
  const v = shape.variants[variant];
  const halfW = (v.maxX - v.minX) / 2;
  const halfH = (v.maxY - v.minY) / 2;
  const x0 = Math.max(container.minX + halfW, focus.minX);
  const x1 = Math.min(container.maxX - halfW, focus.maxX);
  const y0 = Math.max(container.minY + halfH, focus.minY);
  const y1 = Math.min(container.maxY - halfH, focus.maxY);
  if (x0 > x1 || y0 > y1) return;
  const x = x0 + random.next() * (x1 - x0) - (v.minX + v.maxX) / 2;
  const y = y0 + random.next() * (y1 - y0) - (v.minY + v.maxY) / 2;
  const loss = evaluate(variant, x, y, best.bound());
  if (loss < best.bound()) best.offer({ variant, x, y }, loss);
}

const AXES = [
  [1, 0],
  [0, 1],
  [1, 1],
  [1, -1],
] as const;

function descend(
  start: Found,
  shape: ItemShape,
  evaluate: Evaluate,
  [first, last]: readonly [number, number],
  random: Random,
): [Pose, number] {
  let { pose, loss } = start;
  let stepX = first * shape.minSide;
  let stepY = stepX;
  const limit = last * shape.minSide;
  let axis = AXES[randomInt(random, AXES.length)];
  while (stepX >= limit || stepY >= limit) {
    const plusLoss = evaluate(pose.variant, pose.x + axis[0] * stepX, pose.y + axis[1] * stepY, loss);
    const minusLoss = evaluate(
      pose.variant,
      pose.x - axis[0] * stepX,
      pose.y - axis[1] * stepY,
      Math.min(loss, plusLoss),
    );
    const sign = minusLoss < plusLoss ? -1 : 1;
    const candidateLoss = Math.min(minusLoss, plusLoss);
    const better = candidateLoss < loss;
    if (candidateLoss <= loss && candidateLoss !== Infinity) {
      pose = { variant: pose.variant, x: pose.x + sign * axis[0] * stepX, y: pose.y + sign * axis[1] * stepY };
      loss = candidateLoss;
    }
    const factor = better ? STEP_GROW : STEP_SHRINK;
    const both = axis[0] !== 0 && axis[1] !== 0;
    if (axis[0] !== 0) stepX *= both ? Math.sqrt(factor) : factor;
    if (axis[1] !== 0) stepY *= both ? Math.sqrt(factor) : factor;
    if (!better) axis = AXES[randomInt(random, AXES.length)];
  }
  return [pose, loss];
}

/** The few best samples, lowest loss first, none two within `spacing` of each other. */
class BestSamples {
  readonly samples: Found[] = [];

  constructor(
    private readonly size: number,
    private readonly spacing: number,
  ) {}

  /** Any sample above this cannot get in. */
  bound(): number {
    return this.samples.length < this.size ? Infinity : this.samples[this.samples.length - 1].loss;
  }

  offer(pose: Pose, loss: number): void {
    if (loss === Infinity) return;
    const near = this.samples.findIndex(
      (s) =>
        s.pose.variant === pose.variant &&
        Math.abs(s.pose.x - pose.x) < this.spacing &&
        Math.abs(s.pose.y - pose.y) < this.spacing,
    );
    if (near >= 0) {
      if (this.samples[near].loss <= loss) return;
      this.samples.splice(near, 1);
    }
    if (this.samples.length >= this.size && loss >= this.bound()) return;
    const at = this.samples.findIndex((s) => s.loss > loss);
    this.samples.splice(at < 0 ? this.samples.length : at, 0, { pose, loss });
    if (this.samples.length > this.size) this.samples.pop();
  }
}
