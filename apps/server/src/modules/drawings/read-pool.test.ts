import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DrawingError } from '@steelcut/domain/drawings/errors';
import { tessellatedPlate } from '@steelcut/domain/testing/drawings';
import { CallerBusy, createReadPool, ReaderBusy, type ReadPool, type ReadPoolOptions } from './read-pool';

const CORPUS = path.resolve(import.meta.dirname, '../../../../../packages/domain/src/drawings/corpus');
const plate = readFileSync(path.join(CORPUS, 'plate-with-holes.dxf'));
/** Whose files: each caller has a line of their own in the queue. */
const A = 'ip:192.0.2.1';
const B = 'user:42';
/** 20,000 lines: the parser alone takes far longer than 10 ms over it. */
const large = Buffer.from(tessellatedPlate(20_000));

const pools: ReadPool[] = [];
afterEach(async () => {
  for (const pool of pools.splice(0)) await pool.close();
});

const quiet = { error: () => {}, warn: () => {} };
function poolWith(options: Partial<ReadPoolOptions>): ReadPool {
  const pool = createReadPool({ workers: 1, queue: 0, perCaller: 4, timeLimitMs: 10_000, log: quiet, ...options });
  pools.push(pool);
  return pool;
}

describe('the drawing reader pool', () => {
  it('reads in a worker started on demand, which stops when it has been idle a while', async () => {
    const pool = poolWith({ idleMs: 50 });
    expect(pool.workers).toBe(0);
    const measures = await pool.read(plate, A);
    expect([measures.widthMm, measures.heightMm, measures.pierces]).toEqual([400, 250, 6]);
    await vi.waitFor(() => expect(pool.workers).toBe(0), { timeout: 5000 });
    // And starts again for the next file.
    expect((await pool.read(plate, A, { units: 'in' })).widthMm).toBeCloseTo(400 * 25.4, 6);
  });

  it('checks a kept geometry against a plate, with the part’s outline when asked', async () => {
    const pool = poolWith({});
    const holed = readFileSync(path.join(CORPUS, 'hole-too-small.dxf'));
    const { geometry } = await pool.read(holed, A);
    const atThree = await pool.plate(geometry!, 3, A);
    expect(atThree.plates[0]!.checks.map((check) => check.code)).toEqual(['feature-too-small']);
    expect(atThree.plates[0]!.faultyPaths).toHaveLength(1);
    expect(atThree.outline).toBeUndefined();
    const atTwo = await pool.plate(geometry!, 2, A, { outline: { index: 0, origin: { x: 0, y: 0 } } });
    expect(atTwo.plates[0]!.checks).toEqual([]);
    expect(atTwo.outline!.holes).toHaveLength(1);
    // A drawing that is not one part keeps none.
    expect((await pool.read(readFileSync(path.join(CORPUS, 'open-contour.dxf')), A)).geometry).toBeUndefined();
  });

  it('passes the file’s refusal on as a DrawingError with its message', async () => {
    const pool = poolWith({});
    const refused = await pool.read(readFileSync(path.join(CORPUS, 'block-inserts-itself.dxf')), A).catch((e) => e);
    expect(refused).toBeInstanceOf(DrawingError);
    expect(refused).toMatchObject({ code: 'block-cycle', message: expect.stringContaining('contains itself') });
    // The worker lives on.
    expect(pool.workers).toBe(1);
  });

  it('turns a file away at once while every worker is busy and the queue is full', async () => {
    const pool = poolWith({ workers: 1, queue: 1 });
    const first = pool.read(large, A);
    const second = pool.read(plate, B);
    await expect(pool.read(plate, 'ip:192.0.2.3')).rejects.toBeInstanceOf(ReaderBusy);
    expect((await first).pierces).toBe(17);
    expect((await second).pierces).toBe(6);
  });

  it('stops a worker stuck past the time limit, refuses the file as too slow, and reads on', async () => {
    const log = { error: vi.fn(), warn: vi.fn() };
    const pool = poolWith({ workers: 1, queue: 1, timeLimitMs: 10, log });
    const slow = pool.read(large, A);
    const next = pool.read(plate, A);
    const refused = await slow.catch((e) => e);
    expect(refused).toBeInstanceOf(DrawingError);
    expect(refused.code).toBe('too-slow');
    expect(log.warn).toHaveBeenCalledWith({ timeLimitMs: 10 }, 'a drawing took too long: its reader was stopped');
    // The next file gets a fresh worker: read, or stopped by its own clock as too slow.
    const after = await next.then(
      (measures) => measures.pierces,
      (error: DrawingError) => error.code,
    );
    expect([6, 'too-slow']).toContain(after);
  });

  it('refuses everything once closed', async () => {
    const pool = poolWith({ queue: 4 });
    const waiting = pool.read(plate, A).catch((error: Error) => error);
    await pool.close();
    expect(await waiting).toEqual(new Error('the drawing reader is closed'));
    await expect(pool.read(plate, A)).rejects.toThrow('closed');
  });
});

describe('the readers’ queue is fair', () => {
  /** Each file's caller, in the order the files are done with (one worker: the order they are read). */
  function track(done: string[], caller: string, reading: Promise<unknown>) {
    return reading.then(
      () => done.push(caller),
      (error: unknown) => {
        if (!(error instanceof CallerBusy)) done.push(caller);
        return error;
      },
    );
  }

  it('a flood of one caller’s files: theirs past their share are refused, and another’s file is read next', async () => {
    const pool = poolWith({ workers: 1, queue: 50, perCaller: 4 });
    const done: string[] = [];
    const flood = Array.from({ length: 20 }, () => track(done, A, pool.read(plate, A)));
    const other = track(done, B, pool.read(plate, B));
    const refused = (await Promise.all(flood)).filter((outcome) => outcome instanceof CallerBusy);
    await other;
    // One per worker and four waiting are A's share; the other fifteen are refused at once.
    expect(refused).toHaveLength(15);
    // B's file came after all of A's, and is read second: before four of A's five.
    expect(done).toEqual([A, B, A, A, A, A]);
  });

  it('callers take turns: each caller’s next file after one of everyone else’s', async () => {
    const pool = poolWith({ workers: 1, queue: 50, perCaller: 10 });
    const C = 'ip:192.0.2.3';
    const done: string[] = [];
    const all = [
      ...Array.from({ length: 4 }, () => track(done, A, pool.read(plate, A))),
      ...Array.from({ length: 3 }, () => track(done, B, pool.read(plate, B))),
      track(done, C, pool.read(plate, C)),
    ];
    await Promise.all(all);
    expect(done).toEqual([A, B, C, A, B, A, B, A]);
  });

  it('a caller’s share counts checks with readings; a caller at their share leaves room for others', async () => {
    const pool = poolWith({ workers: 1, queue: 3, perCaller: 1 });
    const { geometry } = await pool.read(plate, A);
    // Called in one go: nothing is done before the last call.
    const first = pool.read(plate, A);
    const second = pool.plate(geometry!, 2, A);
    await expect(pool.plate(geometry!, 2, A)).rejects.toBeInstanceOf(CallerBusy);
    // Others still get in, until the queue itself is full.
    const others = [pool.read(plate, B), pool.read(plate, 'ip:192.0.2.3')];
    await expect(pool.read(plate, 'ip:192.0.2.4')).rejects.toBeInstanceOf(ReaderBusy);
    expect((await first).pierces).toBe(6);
    expect((await second).plates[0]!.checks).toEqual([]);
    for (const reading of await Promise.all(others)) expect(reading.pierces).toBe(6);
    // Their line empties as their files are done: A may send again.
    expect((await pool.read(plate, A)).pierces).toBe(6);
  });
});
