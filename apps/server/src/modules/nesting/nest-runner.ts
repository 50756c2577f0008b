import { Worker } from 'node:worker_threads';
import type { LabelCircle } from '@steelcut/domain/nesting/sheet-dxf';
import type { NestRequest, NestResult as SheetsResult } from '@steelcut/domain/nesting/sheets';

export interface NestJob {
  request: NestRequest;
}
/** The sheets, and where each part's label goes in its own frame (by part). */
export type NestResult = SheetsResult & { labels: LabelCircle[] };
export type NestReply = { done: NestResult } | { failed: string };

/** Another nest is being worked out: one at a time, so the shop keeps a core. */
export class NestBusy extends Error {}

/** The first filling places every part however long it takes; past this much more than the time limit the worker is stopped. */
const OVERRUN = (seconds: number) => (seconds * 2 + 30) * 1000;
const WORKER_HEAP_MB = 512;

/** Built: dist/nest-worker.js beside dist/main.js. From source (tests, dev): the .ts file through tsx. */
function startWorker(): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: WORKER_HEAP_MB };
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./nest-worker.js', import.meta.url), { resourceLimits });
  const source = new URL('./nest-worker.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(bootstrap, { eval: true, resourceLimits });
}

/**
 * Runs one nest at a time in a worker thread of its own, stopped when it answers, fails or overruns
 * its time limit. Rejects with NestBusy while another runs, or an Error when the nest failed.
 */
export function createNestRunner() {
  let running: Worker | undefined;
  let closed = false;

  function run(request: NestRequest): Promise<NestResult> {
    if (closed) return Promise.reject(new Error('the nester is closed'));
    if (running) return Promise.reject(new NestBusy());
    const worker = startWorker();
    running = worker;
    return new Promise<NestResult>((resolve, reject) => {
      const timer = setTimeout(() => end(new Error('the nest overran its time limit')), OVERRUN(request.seconds));
      function end(outcome: Error | NestResult) {
        clearTimeout(timer);
        if (running === worker) running = undefined;
        void worker.terminate();
        if (outcome instanceof Error) reject(outcome);
        else resolve(outcome);
      }
      worker.on('message', (reply: NestReply) => end('done' in reply ? reply.done : new Error(reply.failed)));
      worker.on('error', (error) => end(error));
      worker.on('exit', () => end(new Error('the nester stopped')));
      worker.postMessage({ request } satisfies NestJob);
    });
  }

  return {
    run,
    async close() {
      closed = true;
      await running?.terminate();
    },
  };
}
export type NestRunner = ReturnType<typeof createNestRunner>;
