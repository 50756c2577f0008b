import type { PartLimits } from '../shapes/limits';
import { formatMm } from '../shapes/rules';
import { GAP_MM } from '../geometry/tolerances';
import type { Vec } from '../geometry/vec';

/** A number as a file wrote it, near enough: 1e+20, not 100000000000000000000 or 1.0000000000000002e+20. */
export function shownNumber(value: number): string {
  const rounded = Number(value.toPrecision(12));
  return Math.abs(rounded) >= 1e6 ? rounded.toExponential() : String(rounded);
}

/** A coordinate in mm: to the hundredth, or, far out (a broken file's), as the file has it. */
const coordinate = (value: number): string => (Math.abs(value) < 1e12 ? formatMm(value) : shownNumber(value));

/** A place in the customer's own coordinates, in millimetres: '(299.5, 0)'. */
export const where = (p: Vec): string => `(${coordinate(p.x)}, ${coordinate(p.y)})`;

const listed = (items: string[]): string =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** Why a file could not be read at all; `detail` is filled in where the message has a blank. */
export const DRAWING_ERROR_MESSAGES = {
  dwg: () =>
    'This is a DWG file: open it in AutoCAD, LibreCAD, DraftSight or similar, choose File > Save As with a DXF type (e.g. AutoCAD 2013 DXF), and upload that file.',
  'binary-dxf': () => 'This DXF is saved in binary form. Please save it again as an ASCII DXF and upload that.',
  'not-dxf': () => 'This file is not a DXF drawing. Please upload the part as a DXF file.',
  truncated: () =>
    'The DXF file ends early, as if cut off while it was saved or sent. Please save it again from your CAD program and upload that.',
  unreadable: (detail: string) =>
    `The DXF file could not be read (${detail}). Please save it again from your CAD program.`,
  'too-many-entities': (detail: string) =>
    `The drawing holds more than ${detail} lines and curves, far more than one part needs. Please send only the part.`,
  'block-cycle': (detail: string) =>
    `Block ${detail} contains itself, so the drawing never ends. Please explode or fix the block and save again.`,
  'blocks-too-deep': (detail: string) =>
    `Blocks are nested more than ${detail} deep. Please explode the blocks and save again.`,
  'bad-number': (detail: string) =>
    `The drawing has a number that is not a number (${detail}). Please save it again from your CAD program.`,
  'not-a-number': (detail: string) =>
    `The file's ${detail} where a number belongs; a DXF writes numbers with a decimal point, as 200.75. Please save the drawing again from your CAD program.`,
  'bad-angle': (detail: string) =>
    `The drawing has ${detail}: so many turns that where the curve starts and ends is lost. Please save the drawing again from your CAD program.`,
  'out-of-range': (detail: string) =>
    `The drawing has a point ${detail} away from the origin, beyond any plate. Please move the part near the origin and remove stray objects.`,
  'too-detailed': (detail: string) =>
    `The drawing's curves are drawn too finely to follow: they would take more than ${detail} points. Please send a simpler drawing that holds only the part.`,
  'too-slow': () => 'The drawing took too long to read. Please send a simpler drawing that holds only the part.',
  empty: () => 'The drawing has no lines, arcs, circles or curves to cut.',
} as const;

export const CHECK_MESSAGES = {
  openEnd: (end: Vec, other: Vec | undefined, gap: number) =>
    other
      ? `The outline is not closed at ${where(end)} mm: the nearest loose end is ${formatMm(gap)} mm away at ${where(other)}. Join the ends so the cut can go all the way round.`
      : `A line ends at ${where(end)} mm without joining anything. Close the outline or remove the line.`,
  crossing: (at: Vec) => `Cut lines cross or touch at ${where(at)} mm. Lines of the cut must not meet one another.`,
  branching: (at: Vec, ends: number) =>
    `${ends} line ends meet at ${where(at)} mm. A cut runs through each point once, so only two ends may meet there.`,
  separateParts: (count: number, kinds: number) =>
    `The drawing holds ${count} separate parts${kinds === 1 ? ', all alike' : kinds < count ? ` of ${kinds} kinds` : ''}: each is measured, checked and priced on its own.`,
  /** A part's own check as the whole drawing lists it. */
  ofPart: (part: number, message: string) => `Part ${part}: ${message}`,
  tooLarge: (width: number, height: number, sheet: PartLimits['sheet']) =>
    `The part measures ${formatMm(width)} × ${formatMm(height)} mm and does not fit our largest sheet, ${formatMm(sheet.short)} × ${formatMm(sheet.long)} mm, either way round.`,
  tooSmall: (width: number, height: number, minMm: number) =>
    `The part measures ${formatMm(width)} × ${formatMm(height)} mm; every part must be at least ${formatMm(minMm)} × ${formatMm(minMm)} mm.`,
  narrowHole: (at: Vec, width: number, thickness: number) =>
    `The hole at ${where(at)} mm is only ${formatMm(width)} mm across, narrower than the ${formatMm(thickness)} mm plate. Holes must be at least as wide as the plate is thick.`,
  thinWeb: (from: Vec, to: Vec, width: number, thickness: number) =>
    `Only ${formatMm(width)} mm of material is left between ${where(from)} and ${where(to)} mm, thinner than the ${formatMm(thickness)} mm plate. Leave at least the plate thickness between holes and from a hole to the edge.`,
  ignored: (counts: [string, number][]) =>
    `Left out ${listed(counts.map(([kind, n]) => `${n} ${kind}`))}: only lines, arcs, circles, ellipses, polylines and splines are cut.`,
  unitsAssumed: () =>
    'The drawing does not say its units, so we read it in millimetres. If it was drawn in inches, choose inches.',
  unitsUnknown: (code: number) =>
    `The drawing's units (code ${code}) are not ones we read, so we read it in millimetres. If it was drawn in inches, choose inches.`,
  gapsClosed: (count: number, widest: number, at: Vec) =>
    `${count === 1 ? 'One gap or overshoot' : `${count} gaps and overshoots`} of under ${formatMm(GAP_MM)} mm, finer than the laser cuts, ${count === 1 ? 'was' : 'were'} closed (the widest ${formatMm(widest)} mm, at ${where(at)} mm; marked on the preview). Check the outline is as you meant it.`,
  layersLeftOut: (names: string[], chosen: boolean) =>
    `${names.length === 1 ? 'Layer' : 'Layers'} ${listed(names.map((name) => `"${name}"`))} ${chosen ? 'left out, as you chose' : `left out: ${names.length === 1 ? 'it holds' : 'they hold'} only dimensions, text and other notes`}. Switch a layer on if the part is drawn on it.`,
  duplicates: (count: number, first: Vec) =>
    `${count} ${count === 1 ? 'line was' : 'lines were'} drawn twice (the first at ${where(first)} mm); each is cut once.`,
} as const;
