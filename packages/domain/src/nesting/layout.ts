import { collides } from './collide';
import type { Box } from '../geometry/box';
import { overlapLoss, wallLoss } from './quantify';
import type { ItemShape, Variant } from './shape';

/** Where one piece lies: its variant (rotation) and the move of its origin. */
export interface Pose {
  variant: number;
  x: number;
  y: number;
}

/** Guided local search's weights (sparrow's): raised on pairs that keep colliding, decayed on the rest. */
const WEIGHT_RAISE_MIN = 1.2;
const WEIGHT_RAISE_MAX = 2;
const WEIGHT_DECAY = 0.95;

/**
 * Pieces in a container with the overlap of every colliding pair (and of each piece with the walls) kept up
 * to date, with the search's weight on each. Unplaced pieces take no part.
 */
export class Layout {
  readonly n: number;
  readonly variant: Int32Array;
  readonly x: Float64Array;
  readonly y: Float64Array;
  readonly placed: Uint8Array;
  readonly pairLoss: Float64Array;
  readonly pairWeight: Float64Array;
  readonly wallLoss: Float64Array;
  readonly wallWeight: Float64Array;
  /** Each piece's current variant and placed box, kept for the inner loops. */
  private readonly current: Variant[];
  private readonly boxes: Float64Array;
  private readonly rootHull: Float64Array;

  constructor(
    readonly shapes: readonly ItemShape[],
    public container: Box,
  ) {
    const n = shapes.length;
    this.n = n;
    this.variant = new Int32Array(n);
    this.x = new Float64Array(n);
    this.y = new Float64Array(n);
    this.placed = new Uint8Array(n);
    this.pairLoss = new Float64Array(n * n);
    this.pairWeight = new Float64Array(n * n).fill(1);
    this.wallLoss = new Float64Array(n);
    this.wallWeight = new Float64Array(n).fill(1);
    this.rootHull = Float64Array.from(shapes, (s) => Math.sqrt(s.hullArea));
    this.current = shapes.map((s) => s.variants[0]);
    this.boxes = new Float64Array(4 * n);
  }

  variantOf(i: number): Variant {
    return this.current[i];
  }

  /**
   * Weighted loss of piece i if it lay at the pose, against every other placed piece; Infinity as soon as
   * it passes `bound` (the sample is beaten already).
   */
  evaluate(i: number, v: Variant, x: number, y: number, bound = Infinity): number {
    const n = this.n;
    let loss = this.wallWeight[i] * wallLoss(v, x, y, this.container, this.rootHull[i]);
    if (loss > bound) return Infinity;
    const minX = v.minX + x;
    const minY = v.minY + y;
    const maxX = v.maxX + x;
    const maxY = v.maxY + y;
    const { placed, current, boxes, pairWeight } = this;
    for (let j = 0; j < n; j++) {
      if (j === i || placed[j] === 0) continue;
      const b = 4 * j;
      if (boxes[b] >= maxX || boxes[b + 2] <= minX || boxes[b + 1] >= maxY || boxes[b + 3] <= minY) continue;
      const w = current[j];
      const jx = this.x[j];
      const jy = this.y[j];
      if (!collides(v, x, y, w, jx, jy)) continue;
      loss += pairWeight[i * n + j] * this.pairOverlap(i, v, x, y, j, w, jx, jy);
      if (loss > bound) return Infinity;
    }
    return loss;
  }

  /** Whether piece i at the pose would touch no placed piece and stay inside the container. */
  fits(i: number, v: Variant, x: number, y: number): boolean {
    const c = this.container;
    if (v.minX + x < c.minX || v.maxX + x > c.maxX || v.minY + y < c.minY || v.maxY + y > c.maxY) return false;
    const minX = v.minX + x;
    const minY = v.minY + y;
    const maxX = v.maxX + x;
    const maxY = v.maxY + y;
    const boxes = this.boxes;
    for (let j = 0; j < this.n; j++) {
      if (j === i || this.placed[j] === 0) continue;
      const b = 4 * j;
      if (boxes[b] >= maxX || boxes[b + 2] <= minX || boxes[b + 1] >= maxY || boxes[b + 3] <= minY) continue;
      if (collides(v, x, y, this.current[j], this.x[j], this.y[j])) return false;
    }
    return true;
  }

  /** Puts piece i at the pose and brings its row of losses up to date. */
  place(i: number, pose: Pose): void {
    this.variant[i] = pose.variant;
    this.x[i] = pose.x;
    this.y[i] = pose.y;
    this.placed[i] = 1;
    this.settle(i);
    this.refresh(i);
  }

  remove(i: number): void {
    this.placed[i] = 0;
    this.refresh(i);
  }

  poseOf(i: number): Pose {
    return { variant: this.variant[i], x: this.x[i], y: this.y[i] };
  }

  lossOf(i: number): number {
    const n = this.n;
    let loss = this.wallLoss[i];
    for (let j = 0; j < n; j++) loss += this.pairLoss[i * n + j];
    return loss;
  }

  totalLoss(): number {
    const n = this.n;
    let loss = 0;
    for (let i = 0; i < n; i++) {
      loss += this.wallLoss[i];
      for (let j = i + 1; j < n; j++) loss += this.pairLoss[i * n + j];
    }
    return loss;
  }

  weightedLoss(): number {
    const n = this.n;
    let loss = 0;
    for (let i = 0; i < n; i++) {
      loss += this.wallLoss[i] * this.wallWeight[i];
      for (let j = i + 1; j < n; j++) loss += this.pairLoss[i * n + j] * this.pairWeight[i * n + j];
    }
    return loss;
  }

  /** Sparrow's update: a pair's weight grows with its share of the worst overlap, and decays once clear. */
  updateWeights(): void {
    const n = this.n;
    let worst = 0;
    for (let k = 0; k < n * n; k++) worst = Math.max(worst, this.pairLoss[k]);
    for (let i = 0; i < n; i++) worst = Math.max(worst, this.wallLoss[i]);
    const raise = (loss: number, weight: number) =>
      Math.max(
        1,
        weight *
          (loss === 0 ? WEIGHT_DECAY : WEIGHT_RAISE_MIN + ((WEIGHT_RAISE_MAX - WEIGHT_RAISE_MIN) * loss) / worst),
      );
    for (let i = 0; i < n; i++) {
      this.wallWeight[i] = raise(this.wallLoss[i], this.wallWeight[i]);
      for (let j = i + 1; j < n; j++) {
        const weight = raise(this.pairLoss[i * n + j], this.pairWeight[i * n + j]);
        this.pairWeight[i * n + j] = weight;
        this.pairWeight[j * n + i] = weight;
      }
    }
  }

  resetWeights(): void {
    this.pairWeight.fill(1);
    this.wallWeight.fill(1);
  }

  /** Every loss computed afresh (after the container changed). */
  refreshAll(): void {
    this.pairLoss.fill(0);
    for (let i = 0; i < this.n; i++) this.settle(i);
    for (let i = 0; i < this.n; i++) {
      this.wallLoss[i] = this.placed[i]
        ? wallLoss(this.variantOf(i), this.x[i], this.y[i], this.container, this.rootHull[i])
        : 0;
      if (this.placed[i]) this.refreshPairs(i, i + 1);
    }
  }

  save(): Snapshot {
    return {
      variant: this.variant.slice(),
      x: this.x.slice(),
      y: this.y.slice(),
      placed: this.placed.slice(),
      container: { ...this.container },
    };
  }

  /** Back to a saved state; the weights stay as they are. */
  restore(snapshot: Snapshot): void {
    this.variant.set(snapshot.variant);
    this.x.set(snapshot.x);
    this.y.set(snapshot.y);
    this.placed.set(snapshot.placed);
    this.container = { ...snapshot.container };
    this.refreshAll();
  }

  /** Brings the cached variant and box of piece i in line with its pose. */
  private settle(i: number): void {
    const v = this.shapes[i].variants[this.variant[i]];
    this.current[i] = v;
    this.boxes[4 * i] = v.minX + this.x[i];
    this.boxes[4 * i + 1] = v.minY + this.y[i];
    this.boxes[4 * i + 2] = v.maxX + this.x[i];
    this.boxes[4 * i + 3] = v.maxY + this.y[i];
  }

  private refresh(i: number): void {
    const n = this.n;
    for (let j = 0; j < n; j++) {
      this.pairLoss[i * n + j] = 0;
      this.pairLoss[j * n + i] = 0;
    }
    this.wallLoss[i] = 0;
    if (!this.placed[i]) return;
    this.wallLoss[i] = wallLoss(this.variantOf(i), this.x[i], this.y[i], this.container, this.rootHull[i]);
    this.refreshPairs(i, 0);
  }

  private refreshPairs(i: number, from: number): void {
    const n = this.n;
    const v = this.variantOf(i);
    const x = this.x[i];
    const y = this.y[i];
    const boxes = this.boxes;
    for (let j = from; j < n; j++) {
      if (j === i || !this.placed[j]) continue;
      const b = 4 * j;
      if (boxes[b] >= v.maxX + x || boxes[b + 2] <= v.minX + x) continue;
      if (boxes[b + 1] >= v.maxY + y || boxes[b + 3] <= v.minY + y) continue;
      const w = this.current[j];
      const jx = this.x[j];
      const jy = this.y[j];
      if (!collides(v, x, y, w, jx, jy)) continue;
      const loss = this.pairOverlap(i, v, x, y, j, w, jx, jy);
      this.pairLoss[i * n + j] = loss;
      this.pairLoss[j * n + i] = loss;
    }
  }

  private pairOverlap(i: number, v: Variant, x: number, y: number, j: number, w: Variant, jx: number, jy: number) {
    const diameter = Math.max(this.shapes[i].diameter, this.shapes[j].diameter);
    return overlapLoss(v, x, y, w, jx, jy, diameter, Math.sqrt(this.rootHull[i] * this.rootHull[j]));
  }
}

export interface Snapshot {
  variant: Int32Array;
  x: Float64Array;
  y: Float64Array;
  placed: Uint8Array;
  container: Box;
}
