// Reads customers' drawings off the request thread: parsing and measuring a large DXF costs
// hundreds of milliseconds of CPU, which the API's event loop must not pay (read-pool.ts).
import { parentPort } from 'node:worker_threads';
import { DrawingError } from '@steelcut/domain/drawings/errors';
import { outlineOfGeometry, plateOfGeometry, type DrawingGeometry } from '@steelcut/domain/drawings/geometry';
import type { Outline, Ring } from '@steelcut/domain/shapes/types';
import { readDrawing } from '@steelcut/domain/drawings/read-drawing';
import { thumbnailOf } from '@steelcut/domain/drawings/thumbnail';
import type { KeptMeasures, PlateResult, ReadJob, ReadTask, WorkerReply } from './read-pool';

const port = parentPort!;
// DXF since AutoCAD 2007 is UTF-8; older files' text in a code page only garbles labels we do not cut.
const decoder = new TextDecoder();

/** The kept geometries: one per part (null where it is not sound); a drawing kept before parts were, its one part's. */
function keptGeometries(json: string): (DrawingGeometry | null)[] {
  const kept: unknown = JSON.parse(json);
  return Array.isArray(kept) ? kept : [kept as DrawingGeometry];
}

const movedOutline = (outline: Outline, by: { x: number; y: number }): Outline => {
  const ring = (points: Ring): Ring => points.map((p) => ({ ...p, x: p.x - by.x, y: p.y - by.y }));
  return { outer: ring(outline.outer), holes: outline.holes.map(ring) };
};

function perform(task: ReadTask): KeptMeasures | PlateResult {
  if (task.kind === 'read') {
    const { geometry: _one, parts, ...measures } = readDrawing(decoder.decode(task.bytes), task.options);
    const thumbnail = thumbnailOf(measures.preview, measures.widthMm, measures.heightMm);
    const sound = parts.some((part) => part.geometry);
    return {
      ...measures,
      parts: parts.map(({ geometry: _kept, ...part }) => part),
      thumbnail,
      // Written here, off the request thread: a plate of a thousand holes is hundreds of kilobytes.
      geometry: sound ? JSON.stringify(parts.map((part) => part.geometry ?? null)) : undefined,
    };
  }
  const geometries = keptGeometries(task.geometry);
  const plates = geometries.map((geometry) =>
    geometry ? plateOfGeometry(geometry, task.thicknessMm, { timeLimitMs: task.timeLimitMs }) : null,
  );
  const wanted = task.outline && geometries[task.outline.index];
  return wanted ? { plates, outline: movedOutline(outlineOfGeometry(wanted), task.outline!.origin) } : { plates };
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
