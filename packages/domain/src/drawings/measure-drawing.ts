import type { Outline } from '../shapes/types';
import { checkTime, newBudget } from './budget';
import type { DrawingCheck } from './checks';
import { capped, ignoredCheck, inReadingOrder, openContourChecks, partsCheck } from './checks';
import { firstCrossing } from './crossings';
import { dedupe } from './dedupe';
import { DrawingError } from './errors';
import type { DrawingGeometry } from './geometry';
import { flattenSource } from './flatten';
import { gapsChecks, mendAndChain, mendedMarks } from './gaps';
import type { DrawingLayer } from './layers';
import { chooseLayers, layersChecks } from './layers';
import { CHECK_MESSAGES } from './messages';
import { nest } from './nest';
import { movePiece, pieceBox, pieceLength } from './pieces';
import type { Preview } from './preview';
import { faultyContours, previewOf } from './preview';
import { trace } from './rings';
import type { DxfSource } from './source';
import { toOutline } from './to-outline';
import type { DrawingPart } from './part-measures';
import { measureParts } from './part-measures';
import type { Fault } from './parts';
import { contoursAt } from './parts';
import type { ChosenUnit, DrawingUnit, UnitsRead } from './units';
import { DRAWING_UNITS, unitsOf } from './units';
import type { Vec } from '../geometry/vec';
import type { Box } from '../geometry/box';
import { emptyBox, extendBox } from '../geometry/box';
import type { Chained, Contour } from './chain';
import type { Crossing } from './crossings';
import type { Nested } from './nest';
import type { Piece } from './pieces';

export interface MeasureOptions {
  /** Read the file in these units whatever it says (a customer's correction). */
  units?: ChosenUnit;
  /** Adds the checks that depend on the plate: holes and webs no thinner than it. */
  thicknessMm?: number;
  timeLimitMs?: number;
  /** false: leave the part's Outline out (the server keeps the file and reads it again when it needs one). */
  outline?: boolean;
  /** The layers the customer left out; unset: those that hold only notes (layers.ts). */
  excludedLayers?: readonly string[];
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
  /** Every check of the file at once: each part's (named by its number where there are several), then the file's own. */
  checks: DrawingCheck[];
  /** Each kind of part, largest first: measured, checked and priced on its own. */
  parts: DrawingPart[];
  /** The layers of the file, each read or left out (layers.ts). */
  layers: DrawingLayer[];
  /** The one part with its holes, when the drawing is one sound part and it was asked for. */
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

/** The box round every piece. */
function boxOf(pieces: Piece[]): Box {
  const box = emptyBox();
  for (const b of pieces.map(pieceBox)) {
    extendBox(box, { x: b.minX, y: b.minY });
    extendBox(box, { x: b.maxX, y: b.maxY });
  }
  return box;
}

const STRUCTURE = new Set<DrawingCheck['code']>(['open-contour', 'crossing-contours']);

/** The blocking structure checks, each with the contours it is about: all of them, not the first few. */
function structureFaults(contours: Contour[], crossing: Crossing | undefined, branches: Chained['branches']): Fault[] {
  return [
    ...openContourChecks(contours).map(({ check, contour }) => ({ check, contours: [contour] })),
    ...(crossing
      ? [
          {
            check: {
              code: 'crossing-contours',
              severity: 'block',
              message: CHECK_MESSAGES.crossing(crossing.at),
              at: crossing.at,
            } as const,
            contours: [...crossing.contours],
          },
        ]
      : []),
    ...branches.map((branch) => ({
      check: {
        code: 'crossing-contours',
        severity: 'block',
        message: CHECK_MESSAGES.branching(branch.at, branch.ends),
        at: branch.at,
      } as const,
      contours: contoursAt(contours, branch.at),
    })),
  ];
}

/**
 * Measures and checks a read drawing; throws DrawingError when there is nothing to cut or a cap is
 * hit. The file is measured from its lower-left corner, as the preview is, so the places the
 * checks name are the preview's.
 */
export function measureDrawing(file: DxfSource, options: MeasureOptions = {}): DrawingMeasures {
  const budget = newBudget(options.timeLimitMs);
  const chosen = chooseLayers(file, options.excludedLayers);
  const { source } = chosen;
  const read = unitsOf(source.insUnits, options.units);
  const flat = flattenSource(source, DRAWING_UNITS[read.unit].mm, budget);
  const deduped = dedupe(flat.pieces, budget);
  if (deduped.pieces.length === 0) throw new DrawingError('empty');
  const mended = mendAndChain(deduped.pieces, budget);
  const fileBox = boxOf(mended.contours.flatMap((contour) => contour.pieces));
  const [widthMm, heightMm] = [fileBox.maxX - fileBox.minX, fileBox.maxY - fileBox.minY];
  const shift = { x: -fileBox.minX, y: -fileBox.minY };
  const moved = (p: Vec): Vec => ({ x: p.x + shift.x, y: p.y + shift.y });
  const contours = mended.contours.map((contour) => ({
    ...contour,
    pieces: contour.pieces.map((piece) => movePiece(piece, shift)),
  }));
  const branches = mended.branches.map((branch) => ({ ...branch, at: moved(branch.at) }));
  const repairs = mended.repairs.map((repair) => ({ ...repair, at: moved(repair.at) }));
  const pieces = contours.flatMap((contour) => contour.pieces);
  const box = boxOf(pieces);
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
  checkTime(budget);
  const faults = structureFaults(contours, crossing, branches);
  const { parts, faultyPaths } = measureParts(contours, nested, faults, {
    thicknessMm: options.thicknessMm,
    budget,
  });
  const several = parts.length > 1 || parts.some((p) => p.copies > 1);
  const firstRemovedAt = deduped.firstRemovedAt && moved(deduped.firstRemovedAt);
  const checks: DrawingCheck[] = [
    ...partsCheck(
      parts.reduce((sum, p) => sum + p.copies, 0),
      parts.length,
    ),
    // Each structure fault once (one may be about two parts), then each part's own size and plate.
    ...capped(faults.map((fault) => fault.check)),
    ...parts.flatMap((p) =>
      p.checks
        .filter((check) => !STRUCTURE.has(check.code))
        .map((check) => (several ? { ...check, message: CHECK_MESSAGES.ofPart(p.part, check.message) } : check)),
    ),
    ...ignoredCheck(flat.ignored),
    ...gapsChecks(repairs),
    ...layersChecks(chosen),
    ...unitsChecks(source, read),
    ...(deduped.removed > 0
      ? [
          {
            code: 'duplicate-lines-removed',
            severity: 'warn',
            message: CHECK_MESSAGES.duplicates(deduped.removed, firstRemovedAt!),
            at: firstRemovedAt,
          } as const,
        ]
      : []),
  ];
  const stated = unitsOf(source.insUnits);
  const only = parts.length === 1 && parts[0].copies === 1 ? parts[0] : undefined;
  const geometry = only?.geometry;
  return {
    units: read.unit,
    unitsFrom: read.from,
    fileUnits: stated.from === 'file' ? stated.unit : null,
    widthMm,
    heightMm,
    areaMm2: nested.reduce((sum, n) => sum + (n.depth % 2 === 0 ? 1 : -1) * Math.abs(n.signedArea), 0),
    cutLengthMm: pieces.reduce((sum, p) => sum + pieceLength(p), 0),
    pierces: contours.filter((contour) => contour.closed).length,
    checks: inReadingOrder(checks),
    parts,
    layers: chosen.layers,
    outline:
      geometry && options.outline !== false
        ? toOutline(
            nested.find((n) => n.contour === geometry.part)!,
            holesOf(nested, geometry),
          )
        : undefined,
    geometry,
    preview: {
      ...previewOf(contours, faultyContours(contours, { crossing, branches, narrow: faultyPaths }), box, budget),
      ...mendedMarks(repairs, box),
    },
  };
}

const holesOf = (nested: Nested[], geometry: DrawingGeometry) =>
  geometry.holes.map((hole) => nested.find((n) => n.contour === hole)!);
