import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DRAWING_ERROR_CODE, ERROR_CODES } from '@steelcut/domain/error-codes';
import { DrawingReplySchema } from '@steelcut/domain/schemas/drawing';
import { dxfFile, dxfLine } from '@steelcut/domain/testing/drawings';
import { dxfMutation, mutateDxf } from '@steelcut/domain/testing/dxf-mutations';
import { HOSTILE_DRAWINGS } from '@steelcut/domain/testing/hostile-drawings';
import { multipart, useTestApp } from '../../../test/helpers';
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

const t = useTestApp();

let sequence = 0;
const statuses = new Map<number, number>();

/** Each upload from an address of its own, as customers' are: the per-address limit does not count them. */
function post(text: string) {
  sequence += 1;
  const form = multipart({}, { field: 'file', filename: 'part.dxf', bytes: Buffer.from(text) });
  return t.app.inject({
    method: 'POST',
    url: '/api/drawings',
    ...form,
    remoteAddress: `10.88.${Math.floor(sequence / 250) % 250}.${sequence % 250}`,
  });
}

describe('damaged drawings posted to POST /api/drawings', () => {
  it(`answer a drawing or a refusal, never a 5xx, in ${RUNS} tries`, { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...files),
        fc.array(dxfMutation, { minLength: 1, maxLength: 4 }),
        async (text, mutations) => {
          const response = await post(mutateDxf(text, mutations));
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

  it.each(HOSTILE_DRAWINGS.filter((h) => h.refused).map((h) => [h.name, h] as const))(
    'refuse %s with its reason (made to hold the reader until it was stopped)',
    async (_name, { text, refused, says }) => {
      const response = await post(text);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code).toBe(DRAWING_ERROR_CODE[refused!]);
      expect(response.json().message).toContain(says);
    },
  );

  it('read a triangle with an edge bulged by 1e-300 as the straight edge it is', async () => {
    const response = await post(HOSTILE_DRAWINGS.find((h) => !h.refused)!.text);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().drawing).toMatchObject({ widthMm: 100, heightMm: 50, areaMm2: 2500 });
  });

  it.each(['200junk', '1e2,5', '200,75'])(
    'refuse a drawing with "%s" where a number belongs, naming its line',
    async (value) => {
      const text = dxfFile([
        dxfLine(0, 0, 0, 100),
        ['0', 'LINE', '8', '0', '10', '0', '20', '0', '11', value, '21', '0'],
      ]);
      const line = text.split('\n').lastIndexOf('11') + 2;
      const response = await post(text);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code).toBe(DRAWING_ERROR_CODE['not-a-number']);
      expect(response.json().message).toContain(`line ${line} reads "${value}" where a number belongs`);
    },
  );

  it('leaves the server ready', async () => {
    expect((await t.app.inject('/api/ready')).statusCode).toBe(200);
  });
});
