import type { Outline } from '../shapes/types';
import { checkTime, newBudget } from './budget';
import type { DrawingCheck } from './checks';
import { ignoredCheck, openContourChecks, partsChecks, sizeChecks } from './checks';
import { firstCrossing } from './crossings';
import { dedupe } from './dedupe';
import { DrawingError } from './errors';
import type { DrawingGeometry } from './geometry';
import { plateChecks } from './geometry';
import { flattenSource } from './flatten';
import { gapsChecks, mendAndChain, mendedMarks } from './gaps';
import { CHECK_MESSAGES } from './messages';
import { nest } from './nest';
import { pieceBox, pieceLength } from './pieces';
import type { Preview } from './preview';
import { faultyContours, previewOf } from './preview';
import { trace } from './rings';
import type { DxfSource } from './source';
import { toOutline } from './to-outline';
import type { ChosenUnit, DrawingUnit, UnitsRead } from './units';
import { DRAWING_UNITS, unitsOf } from './units';
import { emptyBox } from './vec';

export interface MeasureOptions {
  /** Read the file in these units whatever it says (a customer's correction). */
  units?: ChosenUnit;
  /** Adds the checks that depend on the plate: holes and webs no thinner than it. */
  thicknessMm?: number;
  timeLimitMs?: number;
  /** false: leave the part's Outline out (the server keeps the file and reads it again when it needs one). */
  outline?: boolean;
}

/** What a customer's drawing measures and what stands in the way of cutting it. */
export interface DrawingMeasures {
  units: DrawingUnit;
  unitsFrom: UnitsRead['from'];
  /** The units the file itself states ($INSUNITS), whatever it is read in; null when it states none we read. */
  fileUnits: DrawingUnit | null;
  widthMm: number;
  heightMm: number;
  /** Material: outlines less holes (parts inside holes count again); arcs and ellipses exact. */
  areaMm2: number;
  /** Every contour once, arcs by formula. */
  cutLengthMm: number;
  /** One per closed contour: an open one is not cut until it is closed. */
  pierces: number;
  checks: DrawingCheck[];
  /**
   * The one part with its holes, when the drawing is one sound part (no open, crossing or extra
   * contours) and it was asked for.
   */
  outline: Outline | undefined;
  /** Every contour as the browser draws it, the faulty ones marked. */
  preview: Preview;
  /** The part's contours as measured, when the drawing is one sound part: what is kept of it. */
  geometry: DrawingGeometry | undefined;
}

function unitsChecks(source: DxfSource, read: UnitsRead): DrawingCheck[] {
  if (read.from !== 'assumed') return [];
  const unknown = source.insUnits !== undefined && source.insUnits !== 0;
  const message = unknown ? CHECK_MESSAGES.unitsUnknown(source.insUnits!) : CHECK_MESSAGES.unitsAssumed();
  return [{ code: 'units-assumed', severity: 'warn', message }];
}

/** Measures and checks a read drawing; throws DrawingError when there is nothing to cut or a cap is hit. */
export function measureDrawing(source: DxfSource, options: MeasureOptions = {}): DrawingMeasures {
  const budget = newBudget(options.timeLimitMs);
  const read = unitsOf(source.insUnits, options.units);
  const flat = flattenSource(source, DRAWING_UNITS[read.unit].mm, budget);
  const deduped = dedupe(flat.pieces, budget);
  const { removed, firstRemovedAt } = deduped;
  if (deduped.pieces.length === 0) throw new DrawingError('empty');
  const { contours, branches, repairs } = mendAndChain(deduped.pieces, budget);
  const pieces = contours.flatMap((contour) => contour.pieces);
  const traced = contours.map((contour) => ({ contour, traced: trace(contour, budget) }));
  const crossing = firstCrossing(
    traced.map((t) => t.traced),
    budget,
    // One line, arc, circle or ellipse cannot cross itself.
    contours.map((c) => c.pieces.length === 1 && c.pieces[0].kind !== 'path'),
  );
  const nested = nest(
    traced.filter((t) => t.contour.closed),
    budget,
  );
  const box = pieces.map(pieceBox).reduce(
    (all, b) => ({
      minX: Math.min(all.minX, b.minX),
      minY: Math.min(all.minY, b.minY),
      maxX: Math.max(all.maxX, b.maxX),
      maxY: Math.max(all.maxY, b.maxY),
    }),
    emptyBox(),
  );
  const [widthMm, heightMm] = [box.maxX - box.minX, box.maxY - box.minY];
  checkTime(budget);
  const structure = [
    ...openContourChecks(contours),
    ...(crossing
      ? [{ code: 'crossing-contours', severity: 'block', message: CHECK_MESSAGES.crossing(crossing.at) } as const]
      : []),
    ...(branches.length > 0 && !crossing
      ? [
          {
            code: 'crossing-contours',
            severity: 'block',
            message: CHECK_MESSAGES.branching(branches[0].at, branches[0].ends),
          } as const,
        ]
      : []),
    // Where contours cross, what lies inside what is anyone's guess.
    ...(crossing ? [] : partsChecks(nested)),
  ] satisfies DrawingCheck[];
  const sound = structure.length === 0;
  const part = nested.find((n) => n.depth === 0);
  const holes = nested.filter((n) => n.depth === 1);
  const contourIndex = new Map(contours.map((contour, i) => [contour, i]));
  const geometry: DrawingGeometry | undefined =
    sound && part
      ? {
          part: part.contour,
          holes: holes.map((hole) => hole.contour),
          paths: [part, ...holes].map((n) => contourIndex.get(n.contour)!),
        }
      : undefined;
  const plate = geometry
    ? plateChecks(
        [part!, ...holes].map((n) => n.traced),
        geometry.paths,
        options.thicknessMm,
        budget,
      )
    : { checks: [], faultyPaths: [] };
  const checks: DrawingCheck[] = [
    ...structure,
    ...sizeChecks(widthMm, heightMm),
    ...plate.checks,
    ...ignoredCheck(flat.ignored),
    ...gapsChecks(repairs),
    ...unitsChecks(source, read),
    ...(removed > 0
      ? [
          {
            code: 'duplicate-lines-removed',
            severity: 'warn',
            message: CHECK_MESSAGES.duplicates(removed, firstRemovedAt!),
          } as const,
        ]
      : []),
  ];
  const stated = unitsOf(source.insUnits);
  return {
    units: read.unit,
    unitsFrom: read.from,
    fileUnits: stated.from === 'file' ? stated.unit : null,
    widthMm,
    heightMm,
    areaMm2: nested.reduce((sum, n) => sum + (n.depth % 2 === 0 ? 1 : -1) * Math.abs(n.signedArea), 0),
    cutLengthMm: pieces.reduce((sum, p) => sum + pieceLength(p), 0),
    pierces: contours.filter((contour) => contour.closed).length,
    checks,
    outline: geometry && options.outline !== false ? toOutline(part!, holes) : undefined,
    geometry,
    preview: {
      ...previewOf(
        contours,
        faultyContours(contours, { crossing, branches, nested, narrow: plate.faultyPaths }),
        box,
        budget,
      ),
      ...mendedMarks(repairs, box),
    },
  };
}
