import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkStrip } from './check-strip';
import { packStrip } from './strip';
import { stripInstanceSchema } from './strip-instance';

const instance = (name: string) =>
  stripInstanceSchema.parse(JSON.parse(readFileSync(new URL(`./esicup/${name}.json`, import.meta.url), 'utf8')));

describe('packStrip', () => {
  // Validity only: densities depend on the machine's speed and belong to `npm run nest` (docs/performance.md).
  it.each(['fu', 'jakobs1', 'shapes0', 'swim', 'shirts'])('packs %s validly, checked without the nester', (name) => {
    const problem = instance(name);
    const solution = packStrip(problem, 0.3, 1);
    expect(checkStrip(problem, solution)).toEqual([]);
  });
});
