import type { Vec } from '../geometry/vec';
import type { Box } from '../geometry/box';
import { edgeCrossesRay } from '../geometry/predicates';
import { toSegment } from '../geometry/vec';

/**
 * A closed ring's edges in a tree of boxes: each node a run of consecutive edges, so what lies far
 * from a node's box lies far from all its edges, and a question about the nearest edge looks at
 * a few runs rather than every edge. Edge i runs from points[i] to points[i + 1], the last back
 * to the first. The nodes live in arrays of numbers, a few per ring: a plate's thousands of holes
 * would otherwise be a hundred thousand small objects for the collector to move.
 */
export interface RingTree {
  points: Vec[];
  /** The whole ring's box (node 0's). */
  box: Box;
  /** Node k's box: minX, minY, maxX, maxY at 4k … 4k + 3. */
  boxes: number[];
  /** Node k holds edges lo[k] … hi[k] − 1, so points lo[k] … hi[k] (the last wrapping round); its own points: lo … hi − 1. */
  lo: number[];
  hi: number[];
  /** Node k's halves are nodes halves[k] and halves[k] + 1; −1 for a leaf. */
  halves: number[];
}

/** Edges in a leaf: few enough to test one by one, enough that the tree stays small. */
const LEAF = 8;

/** Boxes are apart by at least this before their edges are taken to be: a chord's rounding stays inside it. */
const SLACK_MM = 1e-6;

const nodesFor = (edges: number): number =>
  edges <= LEAF ? 1 : 1 + nodesFor(edges >> 1) + nodesFor(edges - (edges >> 1));

/** Files node k (edges lo … hi − 1) and its halves from slot `free` on; returns the next free slot. */
function build(tree: RingTree, k: number, lo: number, hi: number, free: number): number {
  const { points, boxes } = tree;
  [tree.lo[k], tree.hi[k]] = [lo, hi];
  if (hi - lo <= LEAF) {
    tree.halves[k] = -1;
    const last = points[hi % points.length];
    let [minX, minY, maxX, maxY] = [last.x, last.y, last.x, last.y];
    for (let i = lo; i < hi; i++) {
      const p = points[i];
      if (p.x < minX) minX = p.x;
      if (p.x > maxX) maxX = p.x;
      if (p.y < minY) minY = p.y;
      if (p.y > maxY) maxY = p.y;
    }
    [boxes[4 * k], boxes[4 * k + 1], boxes[4 * k + 2], boxes[4 * k + 3]] = [minX, minY, maxX, maxY];
    return free;
  }
  const [left, right] = [free, free + 1];
  tree.halves[k] = left;
  const mid = lo + ((hi - lo) >> 1);
  free = build(tree, right, mid, hi, build(tree, left, lo, mid, free + 2));
  for (let c = 0; c < 2; c++) {
    boxes[4 * k + c] = Math.min(boxes[4 * left + c], boxes[4 * right + c]);
    boxes[4 * k + 2 + c] = Math.max(boxes[4 * left + 2 + c], boxes[4 * right + 2 + c]);
  }
  return free;
}

export function ringTree(points: Vec[]): RingTree {
  const count = points.length > 0 ? nodesFor(points.length) : 1;
  const tree: RingTree = {
    points,
    box: { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity },
    boxes: new Array<number>(4 * count).fill(0),
    lo: new Array<number>(count).fill(0),
    hi: new Array<number>(count).fill(0),
    halves: new Array<number>(count).fill(-1),
  };
  if (points.length === 0) tree.boxes.splice(0, 4, Infinity, Infinity, -Infinity, -Infinity);
  else build(tree, 0, 0, points.length, 1);
  const b = tree.boxes;
  tree.box = { minX: b[0], minY: b[1], maxX: b[2], maxY: b[3] };
  return tree;
}

/** How far apart two boxes are (0 when they meet). */
export function boxGap(a: Box, b: Box): number {
  const dx = Math.max(0, a.minX - b.maxX, b.minX - a.maxX);
  const dy = Math.max(0, a.minY - b.maxY, b.minY - a.maxY);
  return Math.sqrt(dx * dx + dy * dy);
}

/** How far apart node k of one tree and node m of another are, by their boxes. */
function nodeGap(s: RingTree, k: number, t: RingTree, m: number): number {
  const [a, b] = [s.boxes, t.boxes];
  const dx = Math.max(0, a[4 * k] - b[4 * m + 2], b[4 * m] - a[4 * k + 2]);
  const dy = Math.max(0, a[4 * k + 1] - b[4 * m + 3], b[4 * m + 1] - a[4 * k + 3]);
  return Math.sqrt(dx * dx + dy * dy);
}

function pointGap(px: number, py: number, t: RingTree, k: number): number {
  const b = t.boxes;
  const dx = Math.max(0, b[4 * k] - px, px - b[4 * k + 2]);
  const dy = Math.max(0, b[4 * k + 1] - py, py - b[4 * k + 3]);
  return Math.sqrt(dx * dx + dy * dy);
}

/**
 * toSegment's distance from (px, py), the same operations in the same order (so the same number
 * to the bit), without its objects: the checks ask it millions of times.
 */
function distanceXY(px: number, py: number, a: Vec, b: Vec): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const span = dx * dx + dy * dy;
  const t = span === 0 ? 0 : Math.max(0, Math.min(1, ((px - a.x) * dx + (py - a.y) * dy) / span));
  const ex = px - (a.x + dx * t);
  const ey = py - (a.y + dy * t);
  return Math.sqrt(ex * ex + ey * ey);
}

/** Clips the parameter range [from, to] of start + step·t to [min, max]: the range left, empty when from > to. */
function clipped(range: Float64Array, start: number, step: number, min: number, max: number): void {
  if (step === 0) {
    if (start < min || start > max) range[0] = Infinity;
    return;
  }
  const [t0, t1] = [(min - start) / step, (max - start) / step];
  range[0] = Math.max(range[0], Math.min(t0, t1));
  range[1] = Math.min(range[1], Math.max(t0, t1));
}

const range = new Float64Array(2);

/** Whether the segment a–b passes through box m of `t` (Liang–Barsky: clipped to each slab in turn). */
function crossesBox(a: Vec, b: Vec, t: RingTree, m: number): boolean {
  const box = t.boxes;
  [range[0], range[1]] = [0, 1];
  clipped(range, a.x, b.x - a.x, box[4 * m], box[4 * m + 2]);
  if (range[0] > range[1]) return false;
  clipped(range, a.y, b.y - a.y, box[4 * m + 1], box[4 * m + 3]);
  return range[0] <= range[1];
}

/**
 * How far leaf k's edges lie from node m's box of the other tree, at least: a run of a long edge
 * or two (a plate's straight side) has a box as large as the plate, which says nothing of how
 * far the side is. Apart, a segment and a box come closest at an end of the one or a corner of
 * the other.
 */
function runGap(s: RingTree, k: number, t: RingTree, m: number): number {
  const { points } = s;
  const b = t.boxes;
  const [minX, minY, maxX, maxY] = [b[4 * m], b[4 * m + 1], b[4 * m + 2], b[4 * m + 3]];
  let gap = Infinity;
  for (let i = s.lo[k]; i < s.hi[k]; i++) {
    const [p, q] = [points[i], points[(i + 1) % points.length]];
    if (crossesBox(p, q, t, m)) return 0;
    gap = Math.min(
      gap,
      pointGap(p.x, p.y, t, m),
      pointGap(q.x, q.y, t, m),
      distanceXY(minX, minY, p, q),
      distanceXY(maxX, minY, p, q),
      distanceXY(minX, maxY, p, q),
      distanceXY(maxX, maxY, p, q),
    );
  }
  return gap;
}

function nearestIn(t: RingTree, k: number, p: Vec, best: number): number {
  if (pointGap(p.x, p.y, t, k) - SLACK_MM > best) return best;
  const { points } = t;
  const first = t.halves[k];
  if (first < 0) {
    for (let i = t.lo[k]; i < t.hi[k]; i++) {
      const d = distanceXY(p.x, p.y, points[i], points[(i + 1) % points.length]);
      if (d < best) best = d;
    }
    return best;
  }
  const near = pointGap(p.x, p.y, t, first) <= pointGap(p.x, p.y, t, first + 1) ? first : first + 1;
  return nearestIn(t, near === first ? first + 1 : first, p, nearestIn(t, near, p, best));
}

/** Distance from p to the nearest edge of the ring: the least toSegment gives over its edges, to the bit. */
export const nearestEdge = (tree: RingTree, p: Vec): number => nearestIn(tree, 0, p, Infinity);

/** Where two rings come closest: a point of one (of `b` when `fromB`) and the nearest point of the other's edge. */
export interface Closest {
  distance: number;
  from: Vec;
  to: Vec;
  fromB: boolean;
  /** The point's index in its ring and the edge's in the other: what decides between gaps equally narrow. */
  point: number;
  edge: number;
}

/** Whether a gap comes first: narrower, then from ring a's points before b's, by the point's index, then the edge's. */
function before(d: number, fromB: boolean, point: number, edge: number, best: Closest): boolean {
  if (d !== best.distance) return d < best.distance;
  if (fromB !== best.fromB) return !fromB;
  return point !== best.point ? point < best.point : edge < best.edge;
}

/** The narrowest gap found so far between rings a and b. */
interface Search {
  a: RingTree;
  b: RingTree;
  limit: number;
  best: Closest;
  found: boolean;
}

/** Each point of leaf k (of `s`) against each edge of leaf m (of `t`), but points further from m's box than the narrowest gap yet. */
function measure(search: Search, s: RingTree, k: number, t: RingTree, m: number, fromB: boolean): void {
  const [points, edges] = [s.points, t.points];
  for (let i = s.lo[k]; i < s.hi[k]; i++) {
    const p = points[i];
    if (pointGap(p.x, p.y, t, m) - SLACK_MM > search.best.distance) continue;
    for (let j = t.lo[m]; j < t.hi[m]; j++) {
      const [q, r] = [edges[j], edges[(j + 1) % edges.length]];
      const distance = distanceXY(p.x, p.y, q, r);
      if (search.found ? !before(distance, fromB, i, j, search.best) : !(distance < search.limit)) continue;
      search.best = { distance, from: p, to: toSegment(p, q, r).at, fromB, point: i, edge: j };
      search.found = true;
    }
  }
}

/** The gap between node k of a and node m of b, at least: their boxes', or a leaf's edges' from the other's box. */
function gapOf(s: Search, k: number, m: number): number {
  const boxes = nodeGap(s.a, k, s.b, m);
  if (boxes > s.best.distance) return boxes;
  if (s.a.halves[k] < 0) return Math.max(boxes, runGap(s.a, k, s.b, m));
  if (s.b.halves[m] < 0) return Math.max(boxes, runGap(s.b, m, s.a, k));
  return boxes;
}

function visit(s: Search, k: number, m: number): void {
  const gap = gapOf(s, k, m) - SLACK_MM;
  if (gap > s.best.distance || gap >= s.limit) return;
  const [ka, mb] = [s.a.halves[k], s.b.halves[m]];
  if (ka < 0 && mb < 0) {
    measure(s, s.a, k, s.b, m, false);
    measure(s, s.b, m, s.a, k, true);
    return;
  }
  // Split the longer run (or the one that can be split), and look at the nearer half first.
  if (mb < 0 || (ka >= 0 && s.a.hi[k] - s.a.lo[k] >= s.b.hi[m] - s.b.lo[m])) {
    const near = nodeGap(s.a, ka, s.b, m) <= nodeGap(s.a, ka + 1, s.b, m) ? ka : ka + 1;
    visit(s, near, m);
    visit(s, near === ka ? ka + 1 : ka, m);
  } else {
    const near = nodeGap(s.a, k, s.b, mb) <= nodeGap(s.a, k, s.b, mb + 1) ? mb : mb + 1;
    visit(s, k, near);
    visit(s, k, near === mb ? mb + 1 : mb);
  }
}

/**
 * The narrowest gap between two rings that do not cross, if narrower than `limit`. Two segments
 * that do not meet are closest at an end of one of them, so each point of either ring is measured
 * against the other's edges: runs of edges further off than the narrowest gap found so far are
 * passed over, pairs of runs nearest first. Of gaps equally narrow, the first by `before`.
 */
export function closestBetween(a: RingTree, b: RingTree, limit: number): Closest | undefined {
  if (a.points.length === 0 || b.points.length === 0) return undefined;
  const start = a.points[0];
  const s: Search = {
    a,
    b,
    limit,
    best: { distance: limit, from: start, to: start, fromB: false, point: -1, edge: -1 },
    found: false,
  };
  visit(s, 0, 0);
  return s.found ? s.best : undefined;
}

function crossings(t: RingTree, k: number, p: Vec, inside: boolean): boolean {
  const b = t.boxes;
  if (b[4 * k + 3] <= p.y || b[4 * k + 1] > p.y || p.x > b[4 * k + 2] + SLACK_MM) return inside;
  const first = t.halves[k];
  if (first >= 0) return crossings(t, first + 1, p, crossings(t, first, p, inside));
  const { points } = t;
  for (let j = t.lo[k]; j < t.hi[k]; j++) {
    if (edgeCrossesRay(points[(j + 1) % points.length], points[j], p)) inside = !inside;
  }
  return inside;
}

/**
 * Even-odd ray cast as pointInRing, to the bit (each edge tested as it tests it), over the runs
 * the ray to the right of p can cross: those that reach above and below it, and right of it.
 */
export const insideTree = (tree: RingTree, p: Vec): boolean => tree.points.length > 0 && crossings(tree, 0, p, false);
