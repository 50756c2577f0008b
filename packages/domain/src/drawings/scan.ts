import { DrawingError } from './errors';
import { MAX_ENTITIES } from './limits';

/** Entity kinds the shop cuts or follows into; everything else in ENTITIES is reported as left out. */
const READ_KINDS = new Set(['LINE', 'ARC', 'CIRCLE', 'ELLIPSE', 'LWPOLYLINE', 'POLYLINE', 'SPLINE', 'INSERT']);
/** Parts of other entities, and the paper-space view: nothing drawn of their own. */
const NOT_CONTENT = new Set(['VERTEX', 'SEQEND', 'ATTRIB', 'ENDSEC', 'EOF', 'VIEWPORT']);

export interface Scan {
  /** The text the parser should read: the file's own, or with a stray ENDSEC dropped. */
  text: string;
  /** Model-space entity kinds that are not cut, with how many. */
  leftOut: Map<string, number>;
}

/** DWG files begin with their version, 'AC1015' and the like. */
const DWG = /^AC10\d\d/;
const BINARY_DXF = 'AutoCAD Binary DXF';

/** How much of a file's start refuseByHead looks at. */
export const HEAD_CHARS = 4096;

/**
 * What a file's first characters give away (read from its bytes, any 8-bit decoding will do): a
 * DWG, a binary DXF, or binary bytes, which no ASCII DXF holds.
 */
export function refuseByHead(text: string): void {
  if (DWG.test(text)) throw new DrawingError('dwg');
  if (text.startsWith(BINARY_DXF)) throw new DrawingError('binary-dxf');
  if (text.slice(0, HEAD_CHARS).includes('\u0000')) throw new DrawingError('not-dxf');
}

/**
 * One cheap pass over the group codes before the parser sees the file: refuses what is not an
 * ASCII DXF, caps the entity count, counts what will be left out (the parser drops kinds it does
 * not know), and drops an ENDSEC that is followed by more of its section rather than by a 0 group,
 * as dxflib (LibreCAD's library files) writes inside HEADER.
 */
export function scanDxf(text: string): Scan {
  refuseByHead(text);
  const lines = text.split(/\r\n|\r|\n/);
  const leftOut = new Map<string, number>();
  const stray: number[] = [];
  let [sections, entities, section, ended] = [0, 0, '', false];
  for (let i = 0; i + 1 < lines.length; i += 2) {
    if (lines[i].trim() !== '0') {
      if (lines[i].trim() === '2' && section === 'opening') section = lines[i + 1].trim();
      continue;
    }
    const value = lines[i + 1].trim();
    if (value === 'EOF') ended = true;
    if (value === 'SECTION') [section, sections] = ['opening', sections + 1];
    else if (value === 'ENDSEC' && i + 2 < lines.length && lines[i + 2].trim() !== '0') stray.push(i);
    else if (value === 'ENDSEC') section = '';
    if (++entities > MAX_ENTITIES) throw new DrawingError('too-many-entities', MAX_ENTITIES.toLocaleString('en-IN'));
    if (section === 'ENTITIES' && !READ_KINDS.has(value) && !NOT_CONTENT.has(value)) {
      leftOut.set(value, (leftOut.get(value) ?? 0) + 1);
    }
  }
  if (sections === 0) throw new DrawingError('not-dxf');
  // Cut short in saving or sending: what is missing may be a hole, and the part cut without it.
  if (!ended) throw new DrawingError('truncated');
  if (stray.length === 0) return { text, leftOut };
  const skip = new Set(stray.flatMap((i) => [i, i + 1]));
  return { text: lines.filter((_, i) => !skip.has(i)).join('\n'), leftOut };
}
