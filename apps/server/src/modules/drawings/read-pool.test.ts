import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DrawingError } from '@steelcut/domain/drawings/errors';
import { tessellatedPlate } from '@steelcut/domain/testing/drawings';
import { createReadPool, ReaderBusy, type ReadPool, type ReadPoolOptions } from './read-pool';

const CORPUS = path.resolve(import.meta.dirname, '../../../../../packages/domain/src/drawings/corpus');
const plate = readFileSync(path.join(CORPUS, 'plate-with-holes.dxf'));
/** 20,000 lines: the parser alone takes far longer than 10 ms over it. */
const large = Buffer.from(tessellatedPlate(20_000));

const pools: ReadPool[] = [];
afterEach(async () => {
  for (const pool of pools.splice(0)) await pool.close();
});

const quiet = { error: () => {}, warn: () => {} };
function poolWith(options: Partial<ReadPoolOptions>): ReadPool {
  const pool = createReadPool({ workers: 1, queue: 0, timeLimitMs: 10_000, log: quiet, ...options });
  pools.push(pool);
  return pool;
}

describe('the drawing reader pool', () => {
  it('reads in a worker started on demand, which stops when it has been idle a while', async () => {
    const pool = poolWith({ idleMs: 50 });
    expect(pool.workers).toBe(0);
    const measures = await pool.read(plate);
    expect([measures.widthMm, measures.heightMm, measures.pierces]).toEqual([400, 250, 6]);
    await vi.waitFor(() => expect(pool.workers).toBe(0), { timeout: 5000 });
    // And starts again for the next file.
    expect((await pool.read(plate, { units: 'in' })).widthMm).toBeCloseTo(400 * 25.4, 6);
  });

  it('checks a kept geometry against a plate, with the part’s outline when asked', async () => {
    const pool = poolWith({});
    const holed = readFileSync(path.join(CORPUS, 'hole-too-small.dxf'));
    const { geometry } = await pool.read(holed);
    const atThree = await pool.plate(geometry!, 3);
    expect(atThree.checks.map((check) => check.code)).toEqual(['feature-too-small']);
    expect(atThree.faultyPaths).toHaveLength(1);
    expect(atThree.outline).toBeUndefined();
    const atTwo = await pool.plate(geometry!, 2, { outline: true });
    expect(atTwo.checks).toEqual([]);
    expect(atTwo.outline!.holes).toHaveLength(1);
    // A drawing that is not one part keeps none.
    expect((await pool.read(readFileSync(path.join(CORPUS, 'open-contour.dxf')))).geometry).toBeUndefined();
  });

  it('passes the file’s refusal on as a DrawingError with its message', async () => {
    const pool = poolWith({});
    const refused = await pool.read(readFileSync(path.join(CORPUS, 'block-inserts-itself.dxf'))).catch((e) => e);
    expect(refused).toBeInstanceOf(DrawingError);
    expect(refused).toMatchObject({ code: 'block-cycle', message: expect.stringContaining('contains itself') });
    // The worker lives on.
    expect(pool.workers).toBe(1);
  });

  it('turns a file away at once while every worker is busy and the queue is full', async () => {
    const pool = poolWith({ workers: 1, queue: 1 });
    const first = pool.read(large);
    const second = pool.read(plate);
    await expect(pool.read(plate)).rejects.toBeInstanceOf(ReaderBusy);
    expect((await first).pierces).toBe(17);
    expect((await second).pierces).toBe(6);
  });

  it('stops a worker stuck past the time limit, refuses the file as too slow, and reads on', async () => {
    const log = { error: vi.fn(), warn: vi.fn() };
    const pool = poolWith({ workers: 1, queue: 1, timeLimitMs: 10, log });
    const slow = pool.read(large);
    const next = pool.read(plate);
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
    const waiting = pool.read(plate).catch((error: Error) => error);
    await pool.close();
    expect(await waiting).toEqual(new Error('the drawing reader is closed'));
    await expect(pool.read(plate)).rejects.toThrow('closed');
  });
});
