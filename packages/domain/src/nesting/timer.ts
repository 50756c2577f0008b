/** Milliseconds from any fixed point: the wall clock by default; a test or a benchmark may count CPU time. */
export type Clock = () => number;

const wallClock: Clock = () => performance.now();

/** When the search must stop. */
export class Timer {
  private constructor(
    readonly clock: Clock,
    readonly start: number,
    readonly end: number,
  ) {}

  static seconds(seconds: number, clock: Clock = wallClock): Timer {
    const start = clock();
    return new Timer(clock, start, start + seconds * 1000);
  }

  passed(): boolean {
    return this.clock() >= this.end;
  }

  /** Share of its time gone, 0 to 1. */
  done(): number {
    return Math.min(1, (this.clock() - this.start) / Math.max(1e-9, this.end - this.start));
  }

  /** A timer from now to `share` of the time left. */
  part(share: number): Timer {
    const now = this.clock();
    return new Timer(this.clock, now, now + Math.max(0, this.end - now) * share);
  }

  seconds(): number {
    return (this.clock() - this.start) / 1000;
  }
}
