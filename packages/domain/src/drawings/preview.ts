import type { Budget } from './budget';
import { checkTime } from './budget';
import type { Contour } from './chain';
import type { Crossing } from './crossings';
import { MAX_PREVIEW_POINTS, PREVIEW_MM } from './limits';
import { JOIN_MM } from '../geometry/tolerances';
import { endOf, piecePoints, startOf } from './pieces';
import { PointGrid } from './point-grid';
import type { Vec } from '../geometry/vec';
import type { Box } from '../geometry/box';
import { distance } from '../geometry/vec';
import { emptyBox, extendBox } from '../geometry/box';

/** One contour as the browser draws it: x, y pairs in mm from the drawing's lower-left corner, y up. */
export interface PreviewPath {
  points: number[];
  closed: boolean;
  /** A blocking check is about this contour (drawn in red). */
  faulty: boolean;
}

export interface Preview {
  paths: PreviewPath[];
  /** Where gaps and overshoots finer than the laser were mended: x, y pairs, as the paths' points. */
  mended?: number[];
}

/** What the structure checks found wrong, for marking the contours they are about. */
export interface Faults {
  crossing: Crossing | undefined;
  branches: { at: Vec }[];
  /** Holes narrower than the plate, and contours too close for it (the thickness's checks): their indices. */
  narrow?: number[];
}

/** A small hole still looks round with a point every 22.5°: sixteen, where the cut's tests take 36. */
const PREVIEW_TURN = Math.PI / 8;

/** How far p lies from the chord a–b (toSegment's distance, without its allocations: it runs per point). */
function offChord(p: Vec, a: Vec, b: Vec): number {
  const [dx, dy] = [b.x - a.x, b.y - a.y];
  const span = dx * dx + dy * dy;
  const t = span === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / span));
  const [ex, ey] = [p.x - a.x - t * dx, p.y - a.y - t * dy];
  return Math.sqrt(ex * ex + ey * ey);
}

/**
 * Douglas–Peucker: the points of `line` it takes to stay within `tolerance` of it, both ends kept.
 * A zig-zag of 100,000 points makes it measure nearly every point against nearly every chord: past
 * WORK_PER_POINT measurements a point on average it gives up for every k-th point (a preview only),
 * and it checks the reading's clock as it goes.
 */
function simplify(line: Vec[], tolerance: number, budget: Budget): Vec[] {
  if (line.length <= 2) return line;
  // Plain arrays and numbers: this runs per contour, thousands of times for a perforated plate.
  const keep: boolean[] = new Array(line.length).fill(false);
  keep[0] = keep[line.length - 1] = true;
  const spans = [0, line.length - 1];
  let work = 0;
  while (spans.length > 0) {
    const last = spans.pop()!;
    const first = spans.pop()!;
    work += last - first;
    if (work > WORK_PER_POINT * line.length) return everyKth(line, MAX_PREVIEW_POINTS);
    if (work % 65_536 < last - first) checkTime(budget);
    let far = -1;
    let farthest = tolerance;
    for (let i = first + 1; i < last; i++) {
      const d = offChord(line[i], line[first], line[last]);
      if (d > farthest) {
        far = i;
        farthest = d;
      }
    }
    if (far < 0) continue;
    keep[far] = true;
    spans.push(first, far, far, last);
  }
  return line.filter((_, i) => keep[i]);
}

/** Balanced splits measure each point about log₂ n times (17 for 100,000 points): 64 leaves room and cuts the worst case off. */
const WORK_PER_POINT = 64;

/** At most `count` of the points, evenly by index, both ends kept. */
function everyKth(line: Vec[], count: number): Vec[] {
  const step = Math.max(1, Math.ceil((line.length - 1) / (count - 1)));
  const kept = line.filter((_, i) => i % step === 0);
  if ((line.length - 1) % step !== 0) kept.push(line[line.length - 1]);
  return kept;
}

/** A closed ring keeps its point farthest from the first, so even a speck stays a stroke. */
function simplifyContour(points: Vec[], closed: boolean, tolerance: number, budget: Budget): Vec[] {
  if (!closed || points.length <= 2) return simplify(points, tolerance, budget);
  const away = (p: Vec) => (p.x - points[0].x) ** 2 + (p.y - points[0].y) ** 2;
  let far = 1;
  for (let i = 2; i < points.length; i++) if (away(points[i]) > away(points[far])) far = i;
  const there = simplify(points.slice(0, far + 1), tolerance, budget);
  const back = simplify([...points.slice(far), points[0]], tolerance, budget);
  return [...there, ...back.slice(1, -1)];
}

function contourPoints(contour: Contour, budget: Budget): Vec[] {
  const points: Vec[] = [];
  for (const piece of contour.pieces) {
    const along = piecePoints(piece, PREVIEW_MM / 2, budget, PREVIEW_TURN);
    for (const p of along) if (points.length === 0 || distance(points[points.length - 1], p) > 0) points.push(p);
  }
  if (contour.closed && points.length > 1 && distance(points[0], points[points.length - 1]) <= JOIN_MM) points.pop();
  return points;
}

/**
 * The contours the blocking checks are about: open ones, the two that cross, every contour with
 * an end where three or more meet, and those the plate's checks name.
 */
export function faultyContours(contours: Contour[], faults: Faults): Set<number> {
  const faulty = new Set<number>();
  contours.forEach((contour, i) => {
    if (!contour.closed) faulty.add(i);
  });
  if (faults.crossing) for (const i of faults.crossing.contours) faulty.add(i);
  if (faults.branches.length > 0) {
    const grid = new PointGrid<Vec>(JOIN_MM);
    for (const branch of faults.branches) grid.add(branch.at, branch.at);
    const atBranch = (p: Vec) => grid.near(p).some((at) => distance(at, p) <= JOIN_MM);
    contours.forEach((contour, i) => {
      if (contour.pieces.some((piece) => atBranch(startOf(piece)) || atBranch(endOf(piece)))) faulty.add(i);
    });
  }
  for (const i of faults.narrow ?? []) faulty.add(i);
  return faulty;
}

function size(points: Vec[]): number {
  const box = emptyBox();
  for (const p of points) extendBox(box, p);
  return Math.hypot(box.maxX - box.minX, box.maxY - box.minY);
}

/**
 * Where a drawing holds more than MAX_PREVIEW_POINTS even followed coarsely (a thousand tiny
 * holes), the faulty contours and then the largest are kept, until the cap is reached.
 */
function withinCap(lines: Vec[][], faulty: Set<number>): boolean[] {
  const order = lines
    .map((line, i) => ({ i, faulty: faulty.has(i), size: size(line) }))
    .sort((a, b) => Number(b.faulty) - Number(a.faulty) || b.size - a.size);
  const kept = lines.map(() => false);
  let total = 0;
  for (const { i } of order) {
    if (total + lines[i].length > MAX_PREVIEW_POINTS) continue;
    kept[i] = true;
    total += lines[i].length;
  }
  return kept;
}

const hundredths = (value: number) => Math.round(value * 100) / 100;

/** x, y, x, y… to the hundredth of a millimetre, from the box's lower-left corner. */
function flat(line: Vec[], box: Box): number[] {
  const numbers: number[] = new Array(2 * line.length);
  line.forEach((p, i) => {
    numbers[2 * i] = hundredths(p.x - box.minX);
    numbers[2 * i + 1] = hundredths(p.y - box.minY);
  });
  return numbers;
}

/**
 * The drawing as the browser shows it: every contour followed to within PREVIEW_MM, at most
 * MAX_PREVIEW_POINTS points in all (a big drawing is followed more coarsely, down to its
 * diagonal over 250), moved so the lower-left corner of `box` is the origin.
 */
export function previewOf(contours: Contour[], faulty: Set<number>, box: Box, budget: Budget): Preview {
  let tolerance = PREVIEW_MM / 2;
  let lines = contours.map((contour) =>
    simplifyContour(contourPoints(contour, budget), contour.closed, tolerance, budget),
  );
  const coarsest = Math.hypot(box.maxX - box.minX, box.maxY - box.minY) / 250;
  const count = () => lines.reduce((sum, line) => sum + line.length, 0);
  while (count() > MAX_PREVIEW_POINTS && tolerance < coarsest) {
    checkTime(budget);
    tolerance = Math.min(2 * tolerance, coarsest);
    lines = lines.map((line, i) => simplifyContour(line, contours[i].closed, tolerance, budget));
  }
  const kept = count() > MAX_PREVIEW_POINTS ? withinCap(lines, faulty) : lines.map(() => true);
  return {
    // A path past the cap is left empty, not out: parts and checks name paths by their place.
    paths: lines.map((line, i) => ({
      points: kept[i] ? flat(line, box) : [],
      closed: contours[i].closed,
      faulty: faulty.has(i),
    })),
  };
}
