// Composes and sends mail off the request thread: building a MIME message costs a few
// milliseconds of CPU, which the API's event loop should not pay.
import { parentPort, workerData } from 'node:worker_threads';
import { createMailer, type Mail, type MailerOptions } from './mail';

const port = parentPort!;
const mailer = createMailer({
  ...(workerData as Omit<MailerOptions, 'log'>),
  log: { info: (details, message) => port.postMessage({ log: { details, message } }) },
});

port.on('message', async ({ id, mail }: { id: number; mail: Mail }) => {
  try {
    await mailer.send(mail);
    port.postMessage({ id });
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
