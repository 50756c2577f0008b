// Reads customers' drawings off the request thread: parsing and measuring a large DXF costs
// hundreds of milliseconds of CPU, which the API's event loop must not pay (read-pool.ts).
import { parentPort } from 'node:worker_threads';
import { DrawingError } from '@steelcut/domain/drawings/errors';
import { readDrawing } from '@steelcut/domain/drawings/read-drawing';
import type { ReadJob, WorkerReply } from './read-pool';

const port = parentPort!;
// DXF since AutoCAD 2007 is UTF-8; older files' text in a code page only garbles labels we do not cut.
const decoder = new TextDecoder();

port.on('message', ({ id, bytes, options }: ReadJob) => {
  let reply: WorkerReply;
  try {
    reply = { id, measures: readDrawing(decoder.decode(bytes), options) };
  } catch (error) {
    // readDrawing throws DrawingError only; anything else would be a fault of ours, told as such.
    const refused = error instanceof DrawingError ? error : new DrawingError('unreadable', 'an error of ours');
    reply = { id, refused: { code: refused.code, message: refused.message } };
  }
  port.postMessage(reply);
});

port.postMessage({ ready: true } satisfies WorkerReply);
