import type { Budget } from './budget';
import type { DrawingCheck } from './checks';
import { CHECK_MESSAGES } from './messages';
import { checkTime } from './budget';
import type { Chained, Contour } from './chain';
import { chain } from './chain';
import { conicPoint } from '../geometry/arc';
import { FLATTEN_MM, GAP_MM, JOIN_MM } from '../geometry/tolerances';
import type { Piece } from './pieces';
import { endOf, pieceLength, piecePoints, reversePiece, startOf } from './pieces';
import { PointGrid } from './point-grid';
import type { Vec } from '../geometry/vec';
import type { Box } from '../geometry/box';
import { distance, dot, lerp, length, sub, toSegment } from '../geometry/vec';

/** A place where the outline was mended: a gap bridged, or an overshoot trimmed, `widthMm` wide. */
export interface Repair {
  at: Vec;
  widthMm: number;
}

export type Mended = Chained & { repairs: Repair[] };

/** Two stretches within this of each other run over the same place: twice a spline's chord error. */
const FOLD_MM = 2 * FLATTEN_MM;
/** Folds are measured in steps of this along the stretch. */
const FOLD_STEP_MM = FOLD_MM / 2;

/** Chains the pieces, bridging loose ends closer than GAP_MM and trimming what folds back by less. */
export function mendAndChain(pieces: Piece[], budget: Budget): Mended {
  let chained = chain(pieces, budget);
  const bridges = bridgesOf(chained);
  const repairs: Repair[] = bridges.map((b) => ({ at: lerp(b.a, b.b, 0.5), widthMm: distance(b.a, b.b) }));
  if (bridges.length > 0) chained = chain([...pieces, ...bridges], budget);
  const contours = chained.contours
    .map((contour, i) => {
      if (i % 256 === 0) checkTime(budget);
      return trimFolds(contour, repairs, budget);
    })
    // A contour that was all fold (a line drawn out and back) leaves nothing to cut.
    .filter((contour) => contour.pieces.length > 0);
  return { ...chained, contours, repairs: onePerPlace(repairs) };
}

/** A bridge and the trim of the fold it made are one mend, marked where the fold was trimmed to, as wide as the wider. */
function onePerPlace(repairs: Repair[]): Repair[] {
  const grid = new PointGrid<Repair>(2 * GAP_MM);
  const kept: Repair[] = [];
  // Trims were found after the bridges: the latest first.
  for (const repair of [...repairs].reverse()) {
    const same = grid.near(repair.at).find((other) => distance(other.at, repair.at) <= 2 * GAP_MM);
    if (same) {
      same.widthMm = Math.max(same.widthMm, repair.widthMm);
      continue;
    }
    const copy = { ...repair };
    grid.add(copy.at, copy);
    kept.push(copy);
  }
  return kept.reverse();
}

interface LooseEnd {
  contour: number;
  point: Vec;
}

/** Lines across the gaps between open contours' ends closer than GAP_MM, nearest pairs first, each end once. */
function bridgesOf({ contours, branches }: Chained): { kind: 'line'; a: Vec; b: Vec }[] {
  const atBranch = (p: Vec) => branches.some((branch) => distance(branch.at, p) <= JOIN_MM);
  const ends: LooseEnd[] = [];
  contours.forEach((contour, i) => {
    if (contour.closed) return;
    for (const point of [startOf(contour.pieces[0]), endOf(contour.pieces[contour.pieces.length - 1])]) {
      if (!atBranch(point)) ends.push({ contour: i, point });
    }
  });
  if (ends.length === 0) return [];
  const grid = new PointGrid<number>(GAP_MM);
  const pairs: { i: number; j: number; gap: number }[] = [];
  ends.forEach((end, i) => {
    grid.visitNear(end.point, (j) => {
      const gap = distance(ends[j].point, end.point);
      const own = ends[j].contour === end.contour;
      // A contour's own two ends close it only when it is more than a speck.
      if (gap < GAP_MM && !(own && contourLength(contours[end.contour]) <= 4 * GAP_MM)) pairs.push({ i: j, j: i, gap });
    });
    grid.add(end.point, i);
  });
  const used = new Set<number>();
  return pairs
    .sort((p, q) => p.gap - q.gap)
    .flatMap(({ i, j }) => {
      if (used.has(i) || used.has(j)) return [];
      used.add(i).add(j);
      return [{ kind: 'line' as const, a: ends[i].point, b: ends[j].point }];
    });
}

const contourLength = (contour: Contour) => contour.pieces.reduce((sum, p) => sum + pieceLength(p), 0);

/** The unit direction a piece leaves its start in (its first chord of any length). */
function leaving(p: Piece): Vec {
  const start = startOf(p);
  let next: Vec;
  if (p.kind === 'line') next = p.b;
  else if (p.kind === 'path') next = p.points.find((q) => distance(q, start) > 0) ?? start;
  else next = conicPoint(p, p.t0 + (p.t1 - p.t0) * 1e-6);
  const d = sub(next, start);
  const size = length(d);
  return size === 0 ? { x: 0, y: 0 } : { x: d.x / size, y: d.y / size };
}

/** The piece's points from its start, as far as `reach` along it (the whole of it if shorter). */
function headOf(p: Piece, reach: number, budget: Budget): Vec[] {
  const points = p.kind === 'line' ? [p.a, p.b] : piecePoints(p, FLATTEN_MM, budget);
  const head = [points[0]];
  let walked = 0;
  for (let i = 1; i < points.length && walked < reach; i++) {
    walked += distance(points[i - 1], points[i]);
    head.push(points[i]);
  }
  return head;
}

/** The point `s` along a polyline, or undefined past its end. */
function pointAlong(line: Vec[], s: number): Vec | undefined {
  let walked = 0;
  for (let i = 1; i < line.length; i++) {
    const step = distance(line[i - 1], line[i]);
    if (walked + step >= s) return lerp(line[i - 1], line[i], step === 0 ? 0 : (s - walked) / step);
    walked += step;
  }
  return undefined;
}

function offLine(p: Vec, line: Vec[]): number {
  let best = Infinity;
  for (let i = 1; i < line.length; i++) best = Math.min(best, toSegment(p, line[i - 1], line[i]).distance);
  return best;
}

/** How far two stretches leaving the same point run over one another (within FOLD_MM); Infinity past GAP_MM. */
function overlap(a: Vec[], b: Vec[]): number {
  let along = 0;
  for (let s = FOLD_STEP_MM; ; s += FOLD_STEP_MM) {
    const [p, q] = [pointAlong(a, s), pointAlong(b, s)];
    if (!p || !q || offLine(p, b) > FOLD_MM || offLine(q, a) > FOLD_MM) break;
    // Still one over the other this far: a line drawn twice, not a slip of the pen.
    if (s >= GAP_MM) return Infinity;
    along = s;
  }
  // The shorter stretch may end between two steps, wholly on the other.
  const [la, lb] = [lineLength(a), lineLength(b)];
  const shorter = la < lb ? a : b;
  const longer = la < lb ? b : a;
  const whole = Math.min(la, lb);
  if (whole <= GAP_MM && whole > along && shorter.every((p) => offLine(p, longer) <= FOLD_MM)) return whole;
  return along;
}

function lineLength(line: Vec[]): number {
  let total = 0;
  for (let i = 1; i < line.length; i++) total += distance(line[i - 1], line[i]);
  return total;
}

/** The piece less `cut` of its start; undefined when nothing is left. Curves become the path they are followed by. */
function trimStart(p: Piece, cut: number, budget: Budget): Piece | undefined {
  const total = pieceLength(p);
  if (total - cut <= FOLD_MM) return undefined;
  if (p.kind === 'line') return { kind: 'line', a: lerp(p.a, p.b, cut / total), b: p.b };
  const points = p.kind === 'path' ? p.points : piecePoints(p, FLATTEN_MM, budget);
  let walked = 0;
  for (let i = 1; i < points.length; i++) {
    const step = distance(points[i - 1], points[i]);
    if (walked + step > cut) {
      const from = lerp(points[i - 1], points[i], (cut - walked) / step);
      return { kind: 'path', points: [from, ...points.slice(i)] };
    }
    walked += step;
  }
  return undefined;
}

function trimEnd(p: Piece, cut: number, budget: Budget): Piece | undefined {
  const trimmed = trimStart(reversePiece(p), cut, budget);
  return trimmed && reversePiece(trimmed);
}

/**
 * The ways in and out of a joint must be within this of opposite for a fold: a true corner is
 * never so sharp (a 5° corner would lose 0.02 mm at most, far inside the laser's 0.1 mm).
 */
const FOLD_COS = Math.cos((5 * Math.PI) / 180);

/** Joints looked at again after a piece between them was trimmed away, at most, per piece. */
const RECHECKS_PER_PIECE = 4;

/**
 * Where the cut arrives along `before` and leaves back over it along `after` (a line run past a
 * corner, then a bridge back), both are trimmed by as much as they run over one another.
 */
function trimFolds(contour: Contour, repairs: Repair[], budget: Budget): Contour {
  const pieces = contour.pieces.map((p) => trimSpike(p, repairs, budget));
  const joints = () => (contour.closed ? pieces.length : pieces.length - 1);
  let looks = RECHECKS_PER_PIECE * pieces.length;
  for (let i = 0; i < joints() && pieces.length > 1 && looks-- > 0;) {
    const j = (i + 1) % pieces.length;
    const [before, after] = [pieces[i], pieces[j]];
    const back = reversePiece(before);
    const fold =
      dot(leaving(back), leaving(after)) < FOLD_COS
        ? 0
        : overlap(headOf(back, 2 * GAP_MM, budget), headOf(after, 2 * GAP_MM, budget));
    if (fold <= FOLD_MM || fold >= GAP_MM) {
      i++;
      continue;
    }
    const [shortened, rest] = [trimEnd(before, fold, budget), trimStart(after, fold, budget)];
    repairs.push({ at: shortened ? endOf(shortened) : rest ? startOf(rest) : startOf(after), widthMm: fold });
    if (shortened && rest) {
      // The rest of `after` starts where `before` now ends: the two ran over the same place.
      pieces[i] = shortened;
      pieces[j] = withStart(rest, endOf(shortened));
      i++;
    } else if (shortened) {
      // `after` was all fold: the joint is now `before`'s with the piece after it; looked at again.
      pieces[i] = shortened;
      pieces.splice(j, 1);
      if (j < i) i--;
    } else {
      // `before` was all fold, and `after` too where nothing of it is left: the later index goes
      // first, so the earlier one still names its piece.
      if (rest) pieces[j] = rest;
      for (const gone of rest ? [i] : [Math.max(i, j), Math.min(i, j)]) pieces.splice(gone, 1);
      i = i > 0 ? i - 1 : contour.closed ? Math.max(0, pieces.length - 1) : 0;
    }
  }
  return { pieces, closed: contour.closed };
}

function withStart(p: Piece, at: Vec): Piece {
  if (p.kind === 'line') return { ...p, a: at };
  if (p.kind === 'path') return { kind: 'path', points: [at, ...p.points.slice(1)] };
  return p;
}

/**
 * A spline that runs on past its end and comes back to it (or starts so): the loop of less than
 * GAP_MM is cut off where the curve first passes its end.
 */
function trimSpike(p: Piece, repairs: Repair[], budget: Budget): Piece {
  if (p.kind !== 'path') return p;
  const atEnd = spikeAtEnd(p.points, repairs);
  const atStart = spikeAtEnd([...(atEnd ?? p.points)].reverse(), repairs);
  checkTime(budget);
  if (atStart) return { kind: 'path', points: atStart.reverse() };
  return atEnd ? { kind: 'path', points: atEnd } : p;
}

/** The points without the loop at their end, or undefined when there is none. */
function spikeAtEnd(points: Vec[], repairs: Repair[]): Vec[] | undefined {
  const end = points[points.length - 1];
  let walked = 0;
  let farthest = 0;
  for (let i = points.length - 1; i > 0; i--) {
    // A long last chord may still pass the end: the spike is what lies before it.
    if (walked > 2 * GAP_MM) return undefined;
    walked += distance(points[i], points[i - 1]);
    // Only once the curve has gone out from its end may it come back to it.
    if (farthest > 2 * FOLD_MM) {
      const { distance: off, at } = toSegment(end, points[i - 1], points[i]);
      if (off <= FOLD_MM) {
        if (farthest >= GAP_MM) return undefined;
        repairs.push({ at: end, widthMm: farthest });
        return [...points.slice(0, i), at];
      }
    }
    farthest = Math.max(farthest, distance(points[i - 1], end));
  }
  return undefined;
}

/** One warning for every mend: how many, and the widest, where. */
export function gapsChecks(repairs: Repair[]): DrawingCheck[] {
  if (repairs.length === 0) return [];
  const widest = repairs.reduce((w, r) => (r.widthMm > w.widthMm ? r : w));
  return [
    {
      code: 'gaps-closed',
      severity: 'warn',
      message: CHECK_MESSAGES.gapsClosed(repairs.length, widest.widthMm, widest.at),
      at: widest.at,
    },
  ];
}

const hundredths = (value: number) => Math.round(value * 100) / 100;

/** Where the preview marks a mend: x, y pairs from the drawing's lower-left corner, as its paths are. */
export function mendedMarks(repairs: Repair[], box: Box): { mended?: number[] } {
  if (repairs.length === 0) return {};
  return { mended: repairs.flatMap((r) => [hundredths(r.at.x - box.minX), hundredths(r.at.y - box.minY)]) };
}
