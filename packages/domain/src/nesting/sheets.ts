import { biggestFirst, fillLeftBottom } from './construct';
import type { Box } from '../geometry/box';
import type { Point, Rings } from './geometry';
import { materialArea, openRing, placeRings } from './geometry';
import { Layout } from './layout';
import type { Pose } from './layout';
import { grown } from '../geometry/offset';
import type { Random } from './random';
import { seededRandom } from './random';
import type { SeparateSettings } from './separate';
import { leastOverlapPose, separate } from './separate';
import type { ItemShape } from './shape';
import { shapeOf } from './shape';
import { resize, shorten, usedEnd } from './shorten';
import { Timer } from './timer';

/** A part to cut: its outline and holes in mm, how many, and the turns (degrees) it may be cut at. */
export interface NestPart {
  id: string;
  /** The outline first, then its holes; a closing point that repeats the first is allowed. */
  outline: readonly (readonly Point[])[];
  quantity: number;
  rotations: readonly number[];
}

export interface NestStock {
  widthMm: number;
  heightMm: number;
  /** How many such sheets there are; without it, as many as needed. */
  count?: number;
}

export interface NestRequest {
  parts: readonly NestPart[];
  sheets: readonly NestStock[];
  gapMm: number;
  marginMm: number;
  seconds: number;
  seed: number;
}

/** Copy `copy` (1 to quantity) of part `id`: its outline turned by `rotation` degrees about (0, 0), then moved by (x, y). */
export interface SheetPlacement {
  id: string;
  copy: number;
  x: number;
  y: number;
  rotation: number;
}

export interface NestedSheet {
  widthMm: number;
  heightMm: number;
  /** Parts' area over the sheet's. */
  utilisation: number;
  placements: SheetPlacement[];
}

export interface NestResult {
  sheets: NestedSheet[];
  /** Copies that fit no sheet left. */
  unplaced: { id: string; copy: number }[];
}

interface Piece {
  part: number;
  copy: number;
}

interface Sheet {
  stock: NestStock;
  pieces: Piece[];
  poses: Pose[];
}

/** Share of the time spent emptying the last sheet into the others, before shortening what stays on it. */
const EMPTYING_SHARE = 0.5;
const SEPARATE: SeparateSettings = { patience: 30, strikes: 2, counts: { anywhere: 50, near: 25, refined: 3 } };
const INSERT = { anywhere: 200, near: 0, refined: 3 };

/**
 * Nests the parts on the shop's sheets: fewest sheets first, then the shortest used length of the last sheet
 * (measured along its long side, so the remnant stays in one piece). Parts keep `gapMm` apart and `marginMm`
 * from the sheet's edges; small parts may lie in bigger parts' holes. No I/O; the seed fixes the search's
 * choices, the time limit where it stops (so two runs may differ by how far they got). The first filling
 * places every part that fits however long it takes; the time limit bounds the improving after it. Blocks
 * for `seconds`: callers run it in a worker thread.
 */
export function nestSheets(request: NestRequest): NestResult {
  const timer = Timer.seconds(request.seconds);
  const random = seededRandom(request.seed);
  const shapes = new ShapeCache(request);
  const pieces = request.parts.flatMap((part, p) =>
    Array.from({ length: part.quantity }, (_, k): Piece => ({ part: p, copy: k + 1 })),
  );
  const { sheets, unplaced } = fill(pieces, request, shapes, random);
  const emptying = timer.part(EMPTYING_SHARE);
  while (sheets.length > 1 && !emptying.passed() && emptyLast(sheets, request, shapes, random, emptying)) {
    sheets.pop();
  }
  if (sheets.length > 0) shortenLast(sheets[sheets.length - 1], request, shapes, random, timer);
  return {
    sheets: sheets.map((sheet) => resultOf(sheet, request)),
    unplaced: unplaced.map((piece) => ({ id: request.parts[piece.part].id, copy: piece.copy })),
  };
}

/** Left-bottom fill, sheet after sheet, in the order the stock is listed. */
function fill(pieces: Piece[], request: NestRequest, shapes: ShapeCache, random: Random) {
  const sheets: Sheet[] = [];
  const used = request.sheets.map(() => 0);
  let remaining = pieces;
  for (let s = 0; s < request.sheets.length && remaining.length > 0;) {
    const stock = request.sheets[s];
    if (used[s] >= (stock.count ?? Infinity)) {
      s++;
      continue;
    }
    const layout = layoutOf(remaining, stock, request, shapes);
    const unplaced = new Set(fillLeftBottom(layout, biggestFirst(layout), random));
    if (unplaced.size === remaining.length) {
      s++;
      continue;
    }
    used[s]++;
    const onSheet = remaining.filter((_, i) => !unplaced.has(i));
    const poses = remaining.map((_, i) => layout.poseOf(i)).filter((_, i) => !unplaced.has(i));
    sheets.push({ stock, pieces: onSheet, poses });
    remaining = remaining.filter((_, i) => unplaced.has(i));
  }
  return { sheets, unplaced: remaining };
}

/** Moves the last sheet's pieces, biggest first, onto the sheets before it. True when it is empty. */
function emptyLast(sheets: Sheet[], request: NestRequest, shapes: ShapeCache, random: Random, timer: Timer) {
  const last = sheets[sheets.length - 1];
  const order = [...last.pieces.keys()].sort(
    (a, b) => shapes.of(last.pieces[b], last.stock).hullArea - shapes.of(last.pieces[a], last.stock).hullArea,
  );
  const moved = new Set<number>();
  for (const k of order) {
    const piece = last.pieces[k];
    const home = sheets.slice(0, -1).find((sheet) => insert(sheet, piece, request, shapes, random, timer));
    if (!home) break;
    moved.add(k);
  }
  last.poses = last.poses.filter((_, k) => !moved.has(k));
  last.pieces = last.pieces.filter((_, k) => !moved.has(k));
  return last.pieces.length === 0;
}

/** Puts the piece on the sheet at its least-overlap pose and separates; keeps it there if all clears. */
function insert(sheet: Sheet, piece: Piece, request: NestRequest, shapes: ShapeCache, random: Random, timer: Timer) {
  if (timer.passed()) return false;
  const pieces = [...sheet.pieces, piece];
  const layout = layoutOf(pieces, sheet.stock, request, shapes);
  sheet.poses.forEach((pose, i) => layout.place(i, pose));
  const i = pieces.length - 1;
  const found = leastOverlapPose(layout, i, INSERT, random);
  if (!found) return false;
  layout.place(i, found.pose);
  if (separate(layout, SEPARATE, random, timer).loss > 0) return false;
  sheet.pieces = pieces;
  sheet.poses = pieces.map((_, k) => layout.poseOf(k));
  return true;
}

function shortenLast(sheet: Sheet, request: NestRequest, shapes: ShapeCache, random: Random, timer: Timer) {
  const layout = layoutOf(sheet.pieces, sheet.stock, request, shapes);
  sheet.poses.forEach((pose, i) => layout.place(i, pose));
  resize(layout, usedEnd(layout), Infinity);
  shorten(layout, random, timer);
  sheet.poses = sheet.pieces.map((_, i) => layout.poseOf(i));
}

function layoutOf(pieces: Piece[], stock: NestStock, request: NestRequest, shapes: ShapeCache): Layout {
  return new Layout(
    pieces.map((piece) => shapes.of(piece, stock)),
    containerOf(stock, request),
  );
}

/**
 * The sheet in the frame the search works in, its long side along x, less the margin; the parts' shapes are
 * grown by half the gap, so their edges may come within half the gap of the margin.
 */
function containerOf(stock: NestStock, request: NestRequest): Box {
  const inset = request.marginMm - request.gapMm / 2;
  const long = Math.max(stock.widthMm, stock.heightMm);
  const short = Math.min(stock.widthMm, stock.heightMm);
  return { minX: inset, minY: inset, maxX: long - inset, maxY: short - inset };
}

/** A sheet taller than wide is searched turned a quarter: its parts are turned the same way before the search. */
function turnedFrame(stock: NestStock): boolean {
  return stock.heightMm > stock.widthMm;
}

function resultOf(sheet: Sheet, request: NestRequest): NestedSheet {
  const { stock } = sheet;
  const placements = sheet.pieces.map((piece, i): SheetPlacement => {
    const part = request.parts[piece.part];
    const pose = sheet.poses[i];
    const rotation = rotationsOf(part)[pose.variant];
    // Back from the turned frame: (x', y') → (y', height − x'); the part's own turn is unchanged.
    const [x, y] = turnedFrame(stock) ? [pose.y, stock.heightMm - pose.x] : [pose.x, pose.y];
    return { id: part.id, copy: piece.copy, x, y, rotation };
  });
  const area = sheet.pieces.reduce((sum, piece) => sum + materialArea(ringsOf(request.parts[piece.part])), 0);
  return {
    widthMm: stock.widthMm,
    heightMm: stock.heightMm,
    utilisation: area / (stock.widthMm * stock.heightMm),
    placements,
  };
}

function ringsOf(part: NestPart): Rings {
  return part.outline.map(openRing);
}

function rotationsOf(part: NestPart): readonly number[] {
  return part.rotations.length > 0 ? part.rotations : [0];
}

/** Each part's search shape (grown by half the gap), once per frame. */
class ShapeCache {
  private readonly cache = new Map<string, ItemShape>();

  constructor(private readonly request: NestRequest) {}

  of(piece: Piece, stock: NestStock): ItemShape {
    const turned = turnedFrame(stock);
    const key = `${piece.part}:${turned}`;
    let shape = this.cache.get(key);
    if (!shape) {
      const part = this.request.parts[piece.part];
      const rings = grown(ringsOf(part), this.request.gapMm / 2);
      shape = shapeOf(turned ? placeRings(rings, 90) : rings, rotationsOf(part));
      this.cache.set(key, shape);
    }
    return shape;
  }
}
