import { AsyncResource } from 'node:async_hooks';

/**
 * Imported first by main.ts. Keeps, for the life of the process, one object shaped like the
 * entries of Node's nextTick queue: `{ [async_id_symbol], [trigger_async_id_symbol], callback,
 * args }`, built by one object literal in node:internal/process/task_queues. Node's HTTP and
 * stream code calls nextTick five times a request.
 *
 * Why: V8 keeps that literal fast only while its three later properties have seen one shape. In
 * the server, under load, they had gone megamorphic, so every nextTick defined its properties in
 * the runtime: the largest single cost between our server and a minimal Fastify
 * (docs/performance.md, "A nextTick shape kept"). Once such a site has seen a second shape, V8
 * gives up on it for good. The shapes are held only by queued entries, so they can be collected
 * whenever the queue is empty and rebuilt afresh; how the second shape came about was not traced
 * to the end. An object that keeps the entries' shapes alive stops it.
 *
 * The async ids are numbers that V8 stores as doubles; fractions here so that this object shares
 * the shapes rather than creating an older one. Node 22 and later add a fifth field under a symbol
 * that no public object carries, and the cost was measured on Node 20 only: elsewhere nothing is
 * kept and nothing changes.
 */
export const TICK_SHAPE_KEY = Symbol.for('steelcut.tickShape');
// On the global object: a module variable that nothing reads may be released once the module has run.
(globalThis as Record<symbol, unknown>)[TICK_SHAPE_KEY] = tickObjectShaped();

function tickObjectShaped(): object | undefined {
  if (process.versions.node.split('.')[0] !== '20') return undefined;
  const symbols = Object.getOwnPropertySymbols(new AsyncResource('steelcut:tick-shape'));
  const asyncId = symbols.find((symbol) => symbol.description === 'async_id_symbol');
  const triggerAsyncId = symbols.find((symbol) => symbol.description === 'trigger_async_id_symbol');
  if (!asyncId || !triggerAsyncId) return undefined;
  const callback = () => {};
  const args = undefined;
  return { [asyncId]: 0.5, [triggerAsyncId]: 0.5, callback, args };
}
