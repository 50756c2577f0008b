import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TICK_SHAPE_KEY } from './tick-shape';

const MODULE = path.join(import.meta.dirname, 'tick-shape.ts');

// V8's own check (natives syntax) in a process of its own: whether the kept object has the same
// hidden class as an entry Node puts in its nextTick queue, so that it keeps that class alive.
const PROBE = `
  await import(${JSON.stringify(MODULE)});
  const { executionAsyncResource } = await import('node:async_hooks');
  const kept = globalThis[Symbol.for(${JSON.stringify(Symbol.keyFor(TICK_SHAPE_KEY))})];
  // Entries made by Node's HTTP code, as in the server, before one is compared.
  const http = await import('node:http');
  const server = http.createServer((request, response) => response.end('ok'));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  for (let i = 0; i < 300; i += 1) await (await fetch('http://127.0.0.1:' + server.address().port)).text();
  server.close();
  const entry = await new Promise((resolve) => process.nextTick(() => resolve(executionAsyncResource())));
  const entryKeys = Reflect.ownKeys(entry).map(String);
  const sameShape = kept === undefined ? null : %HaveSameMap(kept, entry);
  console.log(JSON.stringify({ kept: kept !== undefined, entryKeys, sameShape }));
`;

const NODE_20 = process.versions.node.startsWith('20.');

describe('the kept nextTick shape', () => {
  it('shares its hidden class with the entries of Node’s nextTick queue on Node 20; keeps nothing on later Nodes', () => {
    const output = execFileSync(
      process.execPath,
      ['--allow-natives-syntax', '--import', 'tsx', '--input-type=module', '-e', PROBE],
      { encoding: 'utf8' },
    );
    const probed = JSON.parse(output) as { kept: boolean; entryKeys: string[]; sameShape: boolean | null };
    if (NODE_20) {
      expect(probed).toEqual({
        kept: true,
        // Own keys list strings before symbols.
        entryKeys: ['callback', 'args', 'Symbol(async_id_symbol)', 'Symbol(trigger_async_id_symbol)'],
        sameShape: true,
      });
    } else {
      expect(probed.entryKeys).toContain('Symbol(kAsyncContextFrame)');
      expect(probed).toMatchObject({ kept: false, sameShape: null });
    }
  });
});
