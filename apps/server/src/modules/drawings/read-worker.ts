// Reads customers' drawings off the request thread: parsing and measuring a large DXF costs
// hundreds of milliseconds of CPU, which the API's event loop must not pay (read-pool.ts).
import { parentPort } from 'node:worker_threads';
import { DrawingError } from '@steelcut/domain/drawings/errors';
import { outlineOfGeometry, plateOfGeometry } from '@steelcut/domain/drawings/geometry';
import { readDrawing } from '@steelcut/domain/drawings/read-drawing';
import { thumbnailOf } from '@steelcut/domain/drawings/thumbnail';
import type { KeptMeasures, PlateResult, ReadJob, ReadTask, WorkerReply } from './read-pool';

const port = parentPort!;
// DXF since AutoCAD 2007 is UTF-8; older files' text in a code page only garbles labels we do not cut.
const decoder = new TextDecoder();

function perform(task: ReadTask): KeptMeasures | PlateResult {
  if (task.kind === 'read') {
    const { geometry, parts, ...measures } = readDrawing(decoder.decode(task.bytes), task.options);
    const thumbnail = thumbnailOf(measures.preview, measures.widthMm, measures.heightMm);
    // Written here, off the request thread: a plate of a thousand holes is hundreds of kilobytes.
    return {
      ...measures,
      parts: parts.map(({ geometry: _kept, ...part }) => part),
      thumbnail,
      geometry: geometry && JSON.stringify(geometry),
    };
  }
  const geometry = JSON.parse(task.geometry);
  const plate = plateOfGeometry(geometry, task.thicknessMm, { timeLimitMs: task.timeLimitMs });
  return task.outline ? { ...plate, outline: outlineOfGeometry(geometry) } : plate;
}

port.on('message', ({ id, task }: ReadJob) => {
  let reply: WorkerReply;
  try {
    reply = { id, done: perform(task) };
  } catch (error) {
    // readDrawing throws DrawingError only; anything else would be a fault of ours, told as such.
    const refused = error instanceof DrawingError ? error : new DrawingError('unreadable', 'an error of ours');
    reply = { id, refused: { code: refused.code, message: refused.message } };
  }
  port.postMessage(reply);
});

port.postMessage({ ready: true } satisfies WorkerReply);
