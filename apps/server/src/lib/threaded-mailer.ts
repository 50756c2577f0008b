import { mkdirSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailerOptions } from './mail';

type Reply = { id: number; error?: string } | { log: { details: object; message: string } };

/** Built: dist/mail-worker.js beside dist/main.js. From source (tests, dev): the .ts file through tsx. */
function startWorker(workerData: Omit<MailerOptions, 'log'>): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./mail-worker.js', import.meta.url), { workerData });
  const source = new URL('./mail-worker.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(bootstrap, { eval: true, workerData });
}

/** A Mailer whose work happens in a worker thread (see mail-worker.ts). */
export function createThreadedMailer(
  options: Omit<MailerOptions, 'log'>,
  log: FastifyBaseLogger,
): Mailer & { close(): Promise<void> } {
  // The outbox exists, owner-only, from start-up: its mails may hold reset codes.
  if (!options.smtpUrl) mkdirSync(options.outboxDir, { recursive: true, mode: 0o700 });
  const worker = startWorker(options);
  worker.unref();
  const pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  let sequence = 0;

  worker.on('message', (reply: Reply) => {
    if ('log' in reply) return log.info(reply.log.details, reply.log.message);
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.error) waiting?.reject(new Error(reply.error));
    else waiting?.resolve();
  });
  worker.on('error', (error) => {
    log.error({ err: error }, 'mail worker failed');
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  });

  return {
    send(mail) {
      const id = ++sequence;
      return new Promise<void>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, mail });
      });
    },
    /** Lets mail already handed over finish (up to 5 s), then stops the worker. */
    async close() {
      for (let waited = 0; pending.size > 0 && waited < 5000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await worker.terminate();
    },
  };
}
