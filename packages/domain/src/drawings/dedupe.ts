import type { Budget } from './budget';
import { checkTime } from './budget';
import { conicPoint } from '../geometry/arc';
import { MAX_COORDINATE_MM } from './limits';
import { JOIN_MM } from '../geometry/tolerances';
import type { Line, Piece } from './pieces';
import { pieceLength, startOf } from './pieces';
import { PointGrid } from './point-grid';
import type { Vec } from '../geometry/vec';
import { cross, distance, dot, lerp, length, sub } from '../geometry/vec';

export interface Deduped {
  pieces: Piece[];
  /** Pieces drawn twice, or over part of another line, that were dropped. */
  removed: number;
  firstRemovedAt: Vec | undefined;
}

const FRACTIONS = [0, 0.25, 0.5, 0.75, 1];

/** The point a fraction of the way along the piece (by parameter for arcs, by length for splines). */
function along(p: Piece, f: number): Vec {
  if (p.kind === 'line') return lerp(p.a, p.b, f);
  if (p.kind === 'conic') return conicPoint(p, p.t0 + (p.t1 - p.t0) * f);
  const target = pieceLength(p) * f;
  let walked = 0;
  for (let i = 1; i < p.points.length; i++) {
    const step = distance(p.points[i - 1], p.points[i]);
    if (walked + step >= target) return lerp(p.points[i - 1], p.points[i], step === 0 ? 0 : (target - walked) / step);
    walked += step;
  }
  return p.points[p.points.length - 1];
}

function samePlace(p: Piece, q: Piece): boolean {
  const ps = FRACTIONS.map((f) => along(p, f));
  const qs = FRACTIONS.map((f) => along(q, f));
  const forward = ps.every((point, i) => distance(point, qs[i]) <= JOIN_MM);
  return forward || ps.every((point, i) => distance(point, qs[qs.length - 1 - i]) <= JOIN_MM);
}

/** Arcs, circles and splines drawn twice over the same place, found by their middles. */
function dropRepeatedCurves(curves: Piece[], budget: Budget): { kept: Piece[]; dropped: Piece[] } {
  const grid = new PointGrid<Piece>(JOIN_MM);
  const [kept, dropped]: Piece[][] = [[], []];
  for (const piece of curves) {
    checkTime(budget);
    const middle = along(piece, 0.5);
    if (grid.near(middle).some((other) => samePlace(piece, other))) dropped.push(piece);
    else {
      grid.add(middle, piece);
      kept.push(piece);
    }
  }
  return { kept, dropped };
}

/** Lines on one straight: the same direction, and each end of one within JOIN_MM of the other's line. */
function collinear(p: Line, q: Line): boolean {
  const d = sub(p.b, p.a);
  const size = length(d);
  const off = (x: Vec) => Math.abs(cross(d, sub(x, p.a))) / size;
  return off(q.a) <= JOIN_MM && off(q.b) <= JOIN_MM;
}

/**
 * Whether q's stretch along p's straight overlaps p's own by more than JOIN_MM. Lines end to end
 * do not, nor do the chords of a curve exported as lines: 20,000 chords of 0.03 mm round a circle
 * each lie within JOIN_MM of their neighbours' straights, and grouped for that alone, one after
 * another, the whole circle was merged into lines along one direction.
 */
function overlap(p: Line, q: Line): boolean {
  const d = sub(p.b, p.a);
  const size = length(d);
  const [qa, qb] = [dot(sub(q.a, p.a), d) / size, dot(sub(q.b, p.a), d) / size];
  return Math.min(size, Math.max(qa, qb)) - Math.max(0, Math.min(qa, qb)) > JOIN_MM;
}

/**
 * Whether two lines come within JOIN_MM of one another, by their boxes: lines apart along one
 * straight need not be grouped, as their stretches stay apart anyway (mergeStretches).
 */
function reach(p: Line, q: Line): boolean {
  return (
    Math.min(p.a.x, p.b.x) <= Math.max(q.a.x, q.b.x) + JOIN_MM &&
    Math.min(q.a.x, q.b.x) <= Math.max(p.a.x, p.b.x) + JOIN_MM &&
    Math.min(p.a.y, p.b.y) <= Math.max(q.a.y, q.b.y) + JOIN_MM &&
    Math.min(q.a.y, q.b.y) <= Math.max(p.a.y, p.b.y) + JOIN_MM
  );
}

/** Where a line's support meets the origin's perpendicular, and its direction, both coarsely: a filing key. */
function supportKey(l: Line): { angle: number; offset: number } {
  let d = sub(l.b, l.a);
  if (d.y < 0 || (d.y === 0 && d.x < 0)) d = { x: -d.x, y: -d.y };
  const unit = { x: d.x / length(d), y: d.y / length(d) };
  return { angle: Math.atan2(unit.y, unit.x), offset: cross(unit, l.a) };
}

/** Slices of angle and of offset used to file lines; near neighbours are always compared too. */
const ANGLE_SLICE = 0.02;
const OFFSET_SLICE = 1;
/** Offsets run from −MAX_COORDINATE_MM·√2 to +, in slices of OFFSET_SLICE: keys of one angle stay apart. */
const OFFSET_SPAN = (4 * MAX_COORDINATE_MM) / OFFSET_SLICE;

/**
 * Lines that lie on one another are cut once: each group of collinear lines whose stretches
 * overlap by more than JOIN_MM becomes one line from the first end to the last. Lines that only
 * meet end to end stay as they are.
 */
function mergeOverlappingLines(lines: Line[], budget: Budget): { kept: Line[]; dropped: Line[] } {
  const filed = new Map<number, number[]>();
  // A number for a key: the angle's slice (at most `slices`) times a span wider than any offset's.
  const key = (angle: number, offset: number) => angle * OFFSET_SPAN + offset;
  const keys = lines.map(supportKey);
  const parent = lines.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i])));
  const slices = Math.round(Math.PI / ANGLE_SLICE);
  lines.forEach((line, i) => {
    checkTime(budget);
    const [ia, io] = [Math.round(keys[i].angle / ANGLE_SLICE), Math.round(keys[i].offset / OFFSET_SLICE)];
    for (let da = -1; da <= 1; da++) {
      // Directions just short of half a turn file at the far end, with their offset's sign flipped.
      const wraps = ia + da < 0 || ia + da > slices;
      const [a, o] = wraps ? [(ia + da + slices) % slices, -io] : [ia + da, io];
      for (let dO = -1; dO <= 1; dO++) {
        for (const j of filed.get(key(a, o + dO)) ?? []) {
          if (reach(lines[j], line) && collinear(lines[j], line) && overlap(lines[j], line)) {
            parent[root(i)] = root(j);
          }
        }
      }
    }
    const bucket = filed.get(key(ia, io));
    if (bucket) bucket.push(i);
    else filed.set(key(ia, io), [i]);
  });
  const groups = new Map<number, Line[]>();
  lines.forEach((line, i) => {
    const group = groups.get(root(i));
    if (group) group.push(line);
    else groups.set(root(i), [line]);
  });
  const [kept, dropped]: Line[][] = [[], []];
  for (const group of groups.values()) {
    const merged = mergeStretches(group);
    for (const line of merged) kept.push(line);
    if (merged.length < group.length) {
      const stays = new Set(merged);
      for (const line of group) if (!stays.has(line)) dropped.push(line);
    }
  }
  return { kept, dropped };
}

/** Collinear lines along their common direction: overlapping stretches joined, touching ones kept apart. */
function mergeStretches(group: Line[]): Line[] {
  if (group.length === 1) return group;
  const origin = group[0].a;
  const d = sub(group[0].b, origin);
  const unit = { x: d.x / length(d), y: d.y / length(d) };
  const at = (p: Vec) => dot(sub(p, origin), unit);
  const stretches = group
    .map((line) => (at(line.a) <= at(line.b) ? { from: line.a, to: line.b, line } : { from: line.b, to: line.a, line }))
    .sort((s, t) => at(s.from) - at(t.from));
  const result: Line[] = [];
  let current = stretches[0];
  let grown = false;
  for (const next of stretches.slice(1)) {
    if (at(next.from) < at(current.to) - JOIN_MM) {
      if (at(next.to) > at(current.to)) current = { ...current, to: next.to };
      grown = true;
    } else {
      result.push(grown ? { kind: 'line', a: current.from, b: current.to } : current.line);
      [current, grown] = [next, false];
    }
  }
  result.push(grown ? { kind: 'line', a: current.from, b: current.to } : current.line);
  return result;
}

/** Drops pieces too short to cut and pieces drawn twice, so each stretch of the cut is cut once. */
export function dedupe(pieces: Piece[], budget: Budget): Deduped {
  const real = pieces.filter((p) => pieceLength(p) > JOIN_MM);
  const lines = real.filter((p): p is Line => p.kind === 'line');
  const curves = real.filter((p) => p.kind !== 'line');
  const mergedLines = mergeOverlappingLines(lines, budget);
  const curvesOnce = dropRepeatedCurves(curves, budget);
  const dropped = [...mergedLines.dropped, ...curvesOnce.dropped];
  const removed = real.length - mergedLines.kept.length - curvesOnce.kept.length;
  return {
    pieces: [...mergedLines.kept, ...curvesOnce.kept],
    removed,
    firstRemovedAt: dropped.length > 0 ? startOf(dropped[0]) : undefined,
  };
}
