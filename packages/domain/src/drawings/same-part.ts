import type { Budget } from './budget';
import { checkTime } from './budget';
import type { Contour } from './chain';
import { circleRadius } from '../geometry/arc';
import { JOIN_MM } from '../geometry/tolerances';
import { startOf } from './pieces';
import { PointGrid } from './point-grid';
import type { RingTree } from './ring-tree';
import { nearestEdge, ringTree } from './ring-tree';
import type { Traced } from './rings';
import type { Vec } from '../geometry/vec';
import { distance, sub } from '../geometry/vec';

/** A sound part as the folding of identical parts compares it: its outline first, then its holes. */
export interface PartShape {
  contours: Contour[];
  traced: Traced[];
  areaMm2: number;
  cutLengthMm: number;
}

/** Figures that agree to this share are worth comparing point by point (splines are followed afresh in each copy). */
const FIGURES_AGREE = 1e-6;

/** Turns tried between two parts before they are taken to differ: a part with many equal corners needs a few. */
const MAX_TURNS_TRIED = 64;

/**
 * Points that turn with the part exactly, as the file gives them: where pieces meet, and a
 * circle's centre in place of its ends (CAD programs start circles at angle 0 whatever the turn).
 */
function anchorsOf(contours: Contour[]): Vec[] {
  return contours.flatMap((contour) =>
    contour.pieces.map((piece) =>
      piece.kind === 'conic' && circleRadius(piece) !== undefined ? piece.c : startOf(piece),
    ),
  );
}

/** A closed polygon's area-weighted centre, and its area (unsigned). */
function centreOf(points: Vec[]): { at: Vec; area: number } {
  const o = points[0];
  let [twice, cx, cy] = [0, 0, 0];
  for (let i = 1; i + 1 < points.length; i++) {
    const [a, b] = [sub(points[i], o), sub(points[i + 1], o)];
    const w = a.x * b.y - a.y * b.x;
    twice += w;
    cx += (a.x + b.x) * w;
    cy += (a.y + b.y) * w;
  }
  if (twice === 0) return { at: o, area: 0 };
  return { at: { x: o.x + cx / (3 * twice), y: o.y + cy / (3 * twice) }, area: Math.abs(twice) / 2 };
}

interface Prepared {
  anchors: Vec[];
  centre: Vec;
  rings: { at: Vec; area: number; points: Vec[] }[];
  trees?: RingTree[];
  grid?: PointGrid<number>;
}

function prepare(shape: PartShape): Prepared {
  const rings = shape.traced.map((t) => ({ ...centreOf(t.points), points: t.points }));
  const [outer, ...holes] = rings;
  const material = outer.area - holes.reduce((sum, h) => sum + h.area, 0);
  const moment = (axis: 'x' | 'y') =>
    (outer.at[axis] * outer.area - holes.reduce((sum, h) => sum + h.at[axis] * h.area, 0)) / (material || 1);
  return { anchors: anchorsOf(shape.contours), centre: { x: moment('x'), y: moment('y') }, rings };
}

/** p turned by the angle whose cosine and sine are given, then moved by t. */
const place = (p: Vec, cos: number, sin: number, t: Vec): Vec => ({
  x: cos * p.x - sin * p.y + t.x,
  y: sin * p.x + cos * p.y + t.y,
});

/** Every ring of `a` placed so lies on a ring of `b` of the same area, each ring of `b` taken once. */
function fits(a: Prepared, b: Prepared, cos: number, sin: number, t: Vec, budget: Budget): boolean {
  b.trees ??= b.rings.map((ring) => ringTree(ring.points));
  if (!b.grid) {
    const grid = new PointGrid<number>(1);
    b.rings.forEach((ring, i) => grid.add(ring.at, i));
    b.grid = grid;
  }
  const taken = new Set<number>();
  for (const [i, ring] of a.rings.entries()) {
    checkTime(budget);
    const at = place(ring.at, cos, sin, t);
    const match = i === 0 ? 0 : b.grid.near(at).find((j) => j !== 0 && !taken.has(j) && agree(b.rings[j], ring, at));
    if (match === undefined || (i === 0 && !agree(b.rings[0], ring, at))) return false;
    taken.add(match);
    const tree = b.trees[match];
    if (ring.points.some((p) => nearestEdge(tree, place(p, cos, sin, t)) > JOIN_MM)) return false;
  }
  return true;
}

const agree = (ring: { at: Vec; area: number }, other: { area: number }, at: Vec) =>
  distance(ring.at, at) <= 5 * JOIN_MM && Math.abs(ring.area - other.area) <= FIGURES_AGREE * Math.max(1, ring.area);

const figuresAgree = (a: number, b: number) => Math.abs(a - b) <= FIGURES_AGREE * Math.max(1, Math.abs(a));

/**
 * Whether `b` is `a` moved and turned (not mirrored: a plate is not turned over to cut it). The
 * turn is found from two anchors of `a` (the one farthest from its centre, and the one farthest
 * from that) and each pair of `b`'s as far apart; then every point of every ring of `a`, so
 * placed, must lie on the matching ring of `b` within JOIN_MM.
 */
export function samePart(a: PartShape, b: PartShape, budget: Budget, cache = new Map<PartShape, Prepared>()): boolean {
  if (a.traced.length !== b.traced.length) return false;
  if (!figuresAgree(a.areaMm2, b.areaMm2) || !figuresAgree(a.cutLengthMm, b.cutLengthMm)) return false;
  const prepared = (shape: PartShape) => cache.get(shape) ?? cache.set(shape, prepare(shape)).get(shape)!;
  const [pa, pb] = [prepared(a), prepared(b)];
  const farthest = (points: Vec[], from: Vec) =>
    points.reduce((best, p) => (distance(p, from) > distance(best, from) ? p : best), points[0]);
  const a1 = farthest(pa.anchors, pa.centre);
  const a2 = farthest(pa.anchors, a1);
  const [r1, span] = [distance(a1, pa.centre), distance(a1, a2)];
  const turns: { cos: number; sin: number; t: Vec }[] = [];
  for (const b1 of pb.anchors) {
    if (Math.abs(distance(b1, pb.centre) - r1) > 5 * JOIN_MM) continue;
    if (span <= JOIN_MM) {
      turns.push({ cos: 1, sin: 0, t: sub(b1, a1) });
      break;
    }
    for (const b2 of pb.anchors) {
      if (Math.abs(distance(b1, b2) - span) > JOIN_MM) continue;
      const [u, v] = [sub(a2, a1), sub(b2, b1)];
      const angle = Math.atan2(v.y, v.x) - Math.atan2(u.y, u.x);
      const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
      turns.push({ cos, sin, t: sub(b1, place(a1, cos, sin, { x: 0, y: 0 })) });
      if (turns.length >= MAX_TURNS_TRIED) break;
    }
    if (turns.length >= MAX_TURNS_TRIED) break;
  }
  return turns.some(({ cos, sin, t }) => fits(pa, pb, cos, sin, t, budget));
}
