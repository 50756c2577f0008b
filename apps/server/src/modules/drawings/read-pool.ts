import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { DrawingError, type DrawingErrorCode } from '@steelcut/domain/drawings/errors';
import type { PlateReading } from '@steelcut/domain/drawings/geometry';
import type { DrawingMeasures, MeasureOptions } from '@steelcut/domain/drawings/measure-drawing';
import type { DrawingPart } from '@steelcut/domain/drawings/part-measures';
import type { Outline } from '@steelcut/domain/shapes/types';

/** A file read and measured: its part's geometry as JSON and its thumbnail, made in the worker, ready to be kept. */
export type KeptMeasures = Omit<DrawingMeasures, 'geometry' | 'parts'> & {
  geometry: string | undefined;
  parts: Omit<DrawingPart, 'geometry'>[];
  thumbnail: string;
};

/** Each part's kept geometry checked against a plate (null: a part not sound); with one part's outline when asked for. */
export interface PlateResult {
  plates: (PlateReading | null)[];
  outline?: Outline;
}

/** The part whose outline is wanted: its place in the kept geometries, and the corner it is moved from to the origin. */
export interface OutlineOf {
  index: number;
  origin: { x: number; y: number };
}

export type ReadTask =
  | { kind: 'read'; bytes: Uint8Array; options: MeasureOptions }
  | { kind: 'plate'; geometry: string; thicknessMm: number; outline?: OutlineOf; timeLimitMs: number };

export interface ReadJob {
  id: number;
  task: ReadTask;
}

export type WorkerReply =
  | { ready: true }
  | { id: number; done: KeptMeasures | PlateResult }
  | { id: number; refused: { code: DrawingErrorCode; message: string } };

export interface ReadPoolOptions {
  /** Worker threads at most; each starts on demand and stops after `idleMs` without work. */
  workers: number;
  /** Files that may wait for a worker, all callers together; one more is refused with ReaderBusy. */
  queue: number;
  /**
   * Files one caller may have waiting beyond one per worker; one more is refused with CallerBusy,
   * so one caller never holds more than this share of the queue.
   */
  perCaller: number;
  /** One file's reading; past it the worker is stopped and the file refused as too slow. */
  timeLimitMs: number;
  idleMs?: number;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}

/** Every worker busy and the queue full: try again later. */
export class ReaderBusy extends Error {}

/** This caller already has their share of the queue waiting: they wait for their own files first. */
export class CallerBusy extends Error {}

/**
 * The reading's own clock (MeasureOptions.timeLimitMs) runs a little shorter, so it stops cleanly
 * and keeps its worker; the worker is stopped only where no clock runs (inside the parser).
 */
const OWN_CLOCK_SHARE = 0.9;
/** A heap limit, so one hostile file stops its own worker rather than the server. */
const WORKER_HEAP_MB = 512;
/**
 * Reading makes short-lived objects by the million (the parser's groups, points, segments): in
 * V8's default young generation a third of a large drawing's time went to collecting them, and
 * the parsed file was copied into the old generation on the way. With 256 MB it dies young: a
 * 3.2 MB drawing read in ~290 ms rather than ~390 (docs/performance.md), for ~400 MB more at the
 * peak of a large reading, given back when the worker stops.
 */
const WORKER_YOUNG_MB = 256;
const IDLE_MS = 10_000;

interface Job {
  id: number;
  task: ReadTask;
  caller: Caller;
  resolve(done: KeptMeasures | PlateResult): void;
  reject(error: Error): void;
}

/** One caller's files: those waiting, in the order they came, and how many are being read. */
interface Caller {
  key: string;
  waiting: Job[];
  running: number;
  /** When one of theirs last went to a worker (the pool's count of jobs started); 0: not yet. */
  lastServed: number;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job?: Job;
  timer?: NodeJS.Timeout;
}

/** Built: dist/drawing-worker.js beside dist/main.js. From source (tests, dev): the .ts file through tsx. */
function startWorker(): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: WORKER_YOUNG_MB };
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./drawing-worker.js', import.meta.url), { resourceLimits });
  }
  const source = new URL('./read-worker.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(bootstrap, { eval: true, resourceLimits });
}

function refusal(code: DrawingErrorCode, message: string): DrawingError {
  const error = new DrawingError(code);
  error.message = message;
  return error;
}

/**
 * Reads drawings in worker threads, so the event loop answers other requests meanwhile. A file
 * waits in a bounded queue for a free worker; its time limit runs from when a worker takes it.
 * The queue is fair: each caller (an account, or a guest's address) has a line of their own, and
 * a free worker takes the next file of the caller with the fewest being read, then the one served
 * longest ago; so a caller who sends many files waits for their own, and another's file waits for
 * at most about one reading per worker. Rejects with DrawingError (the file's fault: its message
 * is the customer's), CallerBusy, ReaderBusy, or an Error of ours.
 */
export function createReadPool(options: ReadPoolOptions) {
  const slots: Slot[] = [];
  const callers = new Map<string, Caller>();
  let waitingCount = 0;
  let sequence = 0;
  let started = 0;
  let closed = false;

  function start(): void {
    const slot: Slot = { worker: startWorker(), ready: false };
    slot.worker.unref();
    slots.push(slot);
    slot.worker.on('message', (reply: WorkerReply) => {
      if ('ready' in reply) {
        slot.ready = true;
        dispatch();
        if (!slot.job) idle(slot);
        return;
      }
      const job = slot.job;
      if (!job || job.id !== reply.id) return;
      finish(slot);
      if ('done' in reply) job.resolve(reply.done);
      else job.reject(refusal(reply.refused.code, reply.refused.message));
      dispatch();
    });
    slot.worker.on('error', (error) => {
      const job = slot.job;
      remove(slot);
      if (job) {
        const outOfMemory = (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
        options.log.warn({ err: error }, 'a drawing stopped its reader');
        job.reject(new DrawingError('unreadable', outOfMemory ? 'it needs more memory than a part should' : 'unknown'));
      } else if (!slot.ready) {
        // A worker that cannot start will not start next time either: fail what waits, loudly.
        options.log.error({ err: error }, 'the drawing reader could not start');
        for (const waiter of takeAllWaiting()) waiter.reject(new Error('the drawing reader could not start'));
        return;
      }
      dispatch();
    });
    slot.worker.on('exit', () => {
      if (!slots.includes(slot)) return;
      const job = slot.job;
      remove(slot);
      job?.reject(new DrawingError('unreadable', 'unknown'));
      dispatch();
    });
  }

  /** The caller's line, made when their first file comes; dropped once they have none left. */
  function lineOf(key: string): Caller {
    let caller = callers.get(key);
    if (!caller) {
      caller = { key, waiting: [], running: 0, lastServed: 0 };
      callers.set(key, caller);
    }
    return caller;
  }

  function forget(caller: Caller): void {
    if (caller.running === 0 && caller.waiting.length === 0) callers.delete(caller.key);
  }

  /** The job a slot held is over (read, refused, stopped or failed): its caller has one less being read. */
  function release(slot: Slot): Job | undefined {
    const job = slot.job;
    slot.job = undefined;
    if (job) {
      job.caller.running -= 1;
      forget(job.caller);
    }
    return job;
  }

  function finish(slot: Slot): void {
    release(slot);
    idle(slot);
  }

  /** A worker without work stops after a while, and gives its memory back. */
  function idle(slot: Slot): void {
    clearTimeout(slot.timer);
    slot.timer = setTimeout(() => stop(slot), options.idleMs ?? IDLE_MS);
    slot.timer.unref();
  }

  function remove(slot: Slot): void {
    clearTimeout(slot.timer);
    release(slot);
    const at = slots.indexOf(slot);
    if (at >= 0) slots.splice(at, 1);
  }

  function stop(slot: Slot): void {
    remove(slot);
    void slot.worker.terminate();
  }

  /** The next file to read: of the caller with the fewest being read, then the one served longest ago. */
  function nextJob(): Job | undefined {
    let next: Caller | undefined;
    for (const caller of callers.values()) {
      if (caller.waiting.length === 0) continue;
      const before =
        !next ||
        caller.running < next.running ||
        (caller.running === next.running && caller.lastServed < next.lastServed);
      if (before) next = caller;
    }
    if (!next) return undefined;
    waitingCount -= 1;
    next.running += 1;
    next.lastServed = ++started;
    return next.waiting.shift()!;
  }

  function takeAllWaiting(): Job[] {
    const all = [...callers.values()].flatMap((caller) => caller.waiting.splice(0));
    waitingCount = 0;
    for (const caller of [...callers.values()]) forget(caller);
    return all;
  }

  function dispatch(): void {
    if (closed) return;
    for (const slot of slots) {
      if (waitingCount === 0) return;
      if (!slot.ready || slot.job) continue;
      const job = nextJob()!;
      clearTimeout(slot.timer);
      slot.job = job;
      slot.timer = setTimeout(() => {
        options.log.warn({ timeLimitMs: options.timeLimitMs }, 'a drawing took too long: its reader was stopped');
        stop(slot);
        job.reject(new DrawingError('too-slow'));
        dispatch();
      }, options.timeLimitMs);
      slot.worker.postMessage({ id: job.id, task: job.task } satisfies ReadJob);
    }
    const starting = slots.filter((slot) => !slot.ready).length;
    for (let more = Math.min(waitingCount - starting, options.workers - slots.length); more > 0; more--) start();
  }

  function run(task: ReadTask, callerKey: string): Promise<KeptMeasures | PlateResult> {
    if (closed) return Promise.reject(new Error('the drawing reader is closed'));
    const caller = callers.get(callerKey);
    if (caller && caller.running + caller.waiting.length >= options.workers + options.perCaller) {
      return Promise.reject(new CallerBusy());
    }
    if (waitingCount >= options.queue + Math.max(0, options.workers - busy())) return Promise.reject(new ReaderBusy());
    return new Promise((resolve, reject) => {
      const line = lineOf(callerKey);
      line.waiting.push({ id: ++sequence, task, caller: line, resolve, reject });
      waitingCount += 1;
      dispatch();
    });
  }
  const ownClock = options.timeLimitMs * OWN_CLOCK_SHARE;

  return {
    /** Reads and measures the file's bytes in a worker, as one of `callerKey`'s files. */
    read: (bytes: Uint8Array, callerKey: string, measure: Omit<MeasureOptions, 'timeLimitMs'> = {}) =>
      run({ kind: 'read', bytes, options: { ...measure, timeLimitMs: ownClock } }, callerKey) as Promise<KeptMeasures>,

    /** Checks a kept geometry (its JSON) against a plate in a worker, as one of `callerKey`'s; with a part's outline if asked. */
    plate: (geometry: string, thicknessMm: number, callerKey: string, { outline }: { outline?: OutlineOf } = {}) =>
      run({ kind: 'plate', geometry, thicknessMm, outline, timeLimitMs: ownClock }, callerKey) as Promise<PlateResult>,

    /** How many workers are running now (for tests and the bench). */
    get workers(): number {
      return slots.length;
    },

    async close(): Promise<void> {
      closed = true;
      for (const job of takeAllWaiting()) job.reject(new Error('the drawing reader is closed'));
      const all = slots.splice(0);
      for (const slot of all) {
        clearTimeout(slot.timer);
        slot.job?.reject(new Error('the drawing reader is closed'));
      }
      await Promise.all(all.map((slot) => slot.worker.terminate()));
    },
  };

  function busy(): number {
    return slots.filter((slot) => slot.job).length;
  }
}
export type ReadPool = ReturnType<typeof createReadPool>;
