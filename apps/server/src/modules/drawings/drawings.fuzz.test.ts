import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@steelcut/domain/error-codes';
import { DrawingReplySchema } from '@steelcut/domain/schemas/drawing';
import { dxfMutation, mutateDxf } from '@steelcut/domain/testing/dxf-mutations';
import { buildTestApp, multipart, type TestApp } from '../../../test/helpers';
import { INTERNALS } from '../../../test/security/route-table';

/**
 * Damaged drawings posted as customers send them: the corpus with lines deleted, replaced by
 * NaN, huge numbers and stray section names, runs repeated (blocks nested deeper), files cut
 * short. Every answer is a drawing (201) or a refusal with a message (4xx), never a 5xx, and
 * each comes back (a hung reader would time the test out). FUZZ_RUNS scales the runs as in
 * test/security/fuzz.test.ts.
 */
const RUNS = Math.max(20, Math.round(Number(process.env.FUZZ_RUNS ?? 1000) * 0.2));
const CORPUS = path.resolve(import.meta.dirname, '../../../../../packages/domain/src/drawings/corpus');
const files = readdirSync(CORPUS)
  .filter((name) => name.endsWith('.dxf'))
  .map((name) => readFileSync(path.join(CORPUS, name), 'utf8'));

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let sequence = 0;
const statuses = new Map<number, number>();

describe('damaged drawings posted to POST /api/drawings', () => {
  it(`answer a drawing or a refusal, never a 5xx, in ${RUNS} tries`, { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...files),
        fc.array(dxfMutation, { minLength: 1, maxLength: 4 }),
        async (text, mutations) => {
          sequence += 1;
          const form = multipart(
            {},
            { field: 'file', filename: 'part.dxf', bytes: Buffer.from(mutateDxf(text, mutations)) },
          );
          const response = await t.app.inject({
            method: 'POST',
            url: '/api/drawings',
            ...form,
            remoteAddress: `10.88.${Math.floor(sequence / 250) % 250}.${sequence % 250}`,
          });
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const label = `${response.statusCode} ${response.body.slice(0, 300)}`;
          if (response.statusCode === 201) {
            expect(DrawingReplySchema.safeParse(response.json()).success, label).toBe(true);
            return;
          }
          expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
          expect(response.statusCode, label).toBeLessThan(500);
          expect(response.body, label).not.toMatch(INTERNALS);
          expect(ERROR_CODES, label).toContain(response.json().code);
          expect(response.json().message.length, label).toBeGreaterThan(20);
        },
      ),
      { numRuns: RUNS, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
    );
    // Some damage still reads, some does not: both roads were taken.
    expect(statuses.get(201)).toBeGreaterThan(0);
    expect([...statuses.keys()].some((status) => status >= 400)).toBe(true);
  });

  it('leaves the server ready', async () => {
    expect((await t.app.inject('/api/ready')).statusCode).toBe(200);
  });
});
