import { DrawingError } from './errors';
import { groupCode, valueFits } from './group-values';
import { SplineFits } from './spline-fits';
import { MAX_ENTITIES, MAX_POINTS } from './limits';

/** Entity kinds the shop cuts or follows into; everything else in ENTITIES is reported as left out. */
const READ_KINDS = new Set(['LINE', 'ARC', 'CIRCLE', 'ELLIPSE', 'LWPOLYLINE', 'POLYLINE', 'SPLINE', 'INSERT']);
/** Parts of other entities, and the paper-space view: nothing drawn of their own. */
const NOT_CONTENT = new Set(['VERTEX', 'SEQEND', 'ATTRIB', 'ENDSEC', 'EOF', 'VIEWPORT']);

export interface Scan {
  /** The text the parser should read: the file's own, or with a stray ENDSEC dropped. */
  text: string;
  /** Model-space entity kinds that are not cut, with how many, by kind then layer. */
  leftOut: Map<string, Map<string, number>>;
  /** What SPLINEs give of their fit points, which the parser drops. */
  fits: SplineFits;
}

/** DWG files begin with their version, 'AC1015' and the like. */
const DWG = /^AC10\d\d/;
const BINARY_DXF = 'AutoCAD Binary DXF';

function notANumber({ line, text }: { line: number; text: string }): DrawingError {
  const shown = text.trim().slice(0, 40);
  return new DrawingError('not-a-number', shown ? `line ${line} reads "${shown}"` : `line ${line} is empty`);
}

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
 * ASCII DXF, and a value that is not wholly a number where its code calls for one (by its line:
 * the parser would read '200,75' as 200 and the part be cut at that), caps the entity count, counts what will be left out (the parser drops kinds it does
 * not know), and drops an ENDSEC that is followed by more of its section rather than by a 0 group,
 * as dxflib (LibreCAD's library files) writes inside HEADER.
 */
export function scanDxf(text: string): Scan {
  refuseByHead(text);
  const lines = new LineReader(text);
  const leftOut = new Map<string, Map<string, number>>();
  // A kind left out waits for its layer (group 8), or is on layer 0 when its next entity starts first.
  let waiting: string | undefined;
  const count = (layer: string) => {
    const layers = leftOut.get(waiting!) ?? new Map<string, number>();
    layers.set(layer, (layers.get(layer) ?? 0) + 1);
    leftOut.set(waiting!, layers);
    waiting = undefined;
  };
  const stray: number[] = [];
  let [sections, entities, section, ended] = [0, 0, '', false];
  let badNumber: { line: number; text: string } | undefined;
  const fits = new SplineFits();
  for (let i = 0; ; i += 2) {
    const code = lines.next();
    const raw = lines.next();
    if (raw === undefined) break;
    const group = groupCode(code!);
    if (!ended && !badNumber && group === undefined) badNumber = { line: i + 1, text: code! };
    else if (!ended && !badNumber && !valueFits(group!, raw)) badNumber = { line: i + 2, text: raw };
    if (section === 'ENTITIES' || section === 'BLOCKS') fits.take(section, group!, raw);
    if (group !== 0) {
      if (group === 2 && section === 'opening') section = raw.trim();
      if (group === 8 && waiting) count(raw.trim() || '0');
      continue;
    }
    if (waiting) count('0');
    const value = raw.trim();
    if (value === 'EOF') ended = true;
    if (value === 'SECTION') [section, sections] = ['opening', sections + 1];
    else if (value === 'ENDSEC' && (lines.peek()?.trim() ?? '0') !== '0') stray.push(i);
    else if (value === 'ENDSEC') section = '';
    if (++entities > MAX_ENTITIES) throw new DrawingError('too-many-entities', MAX_ENTITIES.toLocaleString('en-IN'));
    if (section === 'ENTITIES' && !READ_KINDS.has(value) && !NOT_CONTENT.has(value)) {
      waiting = value;
    }
  }
  if (sections === 0) throw new DrawingError('not-dxf');
  // Cut short in saving or sending: what is missing may be a hole, and the part cut without it.
  if (!ended) throw new DrawingError('truncated');
  if (badNumber) throw notANumber(badNumber);
  if (fits.mostPoints() > MAX_POINTS) throw new DrawingError('too-detailed', MAX_POINTS.toLocaleString('en-IN'));
  if (stray.length === 0) return { text, leftOut, fits };
  const skip = new Set(stray.flatMap((i) => [i, i + 1]));
  return {
    text: lines
      .all()
      .filter((_, i) => !skip.has(i))
      .join('\n'),
    leftOut,
    fits,
  };
}

/**
 * The lines of a file one by one, as `split(/\r\n|\r|\n/)` gives them but without an array of
 * every line: a 3 MB drawing has 600,000 of them, and the parser splits the text again anyway.
 */
class LineReader {
  private readonly text: string;
  private at = 0;

  constructor(text: string) {
    // Lines ended by a lone CR (classic Mac OS) are rare: made ordinary once.
    this.text = /\r(?!\n)/.test(text) ? text.replace(/\r\n?/g, '\n') : text;
  }

  next(): string | undefined {
    if (this.at > this.text.length) return undefined;
    let end = this.text.indexOf('\n', this.at);
    if (end < 0) end = this.text.length;
    const line = this.text.slice(this.at, end > this.at && this.text[end - 1] === '\r' ? end - 1 : end);
    this.at = end + 1;
    return line;
  }

  peek(): string | undefined {
    const at = this.at;
    const line = this.next();
    this.at = at;
    return line;
  }

  all(): string[] {
    return this.text.split('\n').map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
  }
}
