// Nests one plate's parts off the request thread: the search runs for its whole time limit on one core,
// which the API's event loop must not pay (nest-runner.ts).
import { parentPort } from 'node:worker_threads';
import { checkSheets } from '@steelcut/domain/nesting/check-sheets';
import { labelCircle } from '@steelcut/domain/nesting/sheet-dxf';
import { nestSheets } from '@steelcut/domain/nesting/sheets';
import type { NestJob, NestReply } from './nest-runner';

const port = parentPort!;

port.on('message', ({ request }: NestJob) => {
  let reply: NestReply;
  try {
    const result = nestSheets(request);
    // The nester's answer checked apart from its own geometry: a fault here is ours, never cut.
    const faults = checkSheets(request, result);
    const labels = request.parts.map((part) => labelCircle(part.outline));
    reply = faults.length === 0 ? { done: { ...result, labels } } : { failed: faults.slice(0, 5).join('; ') };
  } catch (error) {
    reply = { failed: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
