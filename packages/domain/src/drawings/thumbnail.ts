import type { Preview } from './preview';

/** A thumbnail's longer side, in its own units (whole numbers: one percent of the part). */
export const THUMBNAIL_SIZE = 100;
/** A thumbnail's path data at most this long (ASCII, so bytes): a list of 100 stays under 100 KB. */
export const THUMBNAIL_MAX_CHARS = 800;
/** Contours smaller than this (thumbnail units) would be a dot: left out. */
const SMALLEST = 1.5;
/** How far a simplified contour may stray from the drawn one (thumbnail units), tried in turn until it fits. */
const TOLERANCES = [0.5, 1, 2, 4, 8];

/** The box a thumbnail is drawn in: the part's proportions, the longer side THUMBNAIL_SIZE. */
export function thumbnailBox(widthMm: number, heightMm: number): { width: number; height: number } {
  const longer = Math.max(widthMm, heightMm);
  if (!(longer > 0)) return { width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE };
  const scale = THUMBNAIL_SIZE / longer;
  return { width: Math.max(1, Math.round(widthMm * scale)), height: Math.max(1, Math.round(heightMm * scale)) };
}

type Point = [number, number];

interface Contour {
  points: Point[];
  closed: boolean;
  /** The longer side of its box. */
  size: number;
}

/** Douglas–Peucker over a run of points, both ends kept. */
function simplify(points: Point[], tolerance: number): Point[] {
  if (points.length <= 2) return points;
  const keep = new Array<boolean>(points.length).fill(false);
  keep[0] = keep[points.length - 1] = true;
  const spans: [number, number][] = [[0, points.length - 1]];
  while (spans.length > 0) {
    const [first, last] = spans.pop()!;
    const [ax, ay] = points[first]!;
    const [bx, by] = points[last]!;
    const [dx, dy] = [bx - ax, by - ay];
    const span = dx * dx + dy * dy;
    let far = -1;
    let farthest = tolerance;
    for (let i = first + 1; i < last; i++) {
      const [px, py] = points[i]!;
      const t = span === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / span));
      const off = Math.hypot(px - ax - t * dx, py - ay - t * dy);
      if (off > farthest) [far, farthest] = [i, off];
    }
    if (far < 0) continue;
    keep[far] = true;
    spans.push([first, far], [far, last]);
  }
  return points.filter((_, i) => keep[i]);
}

/** One contour as path data: `M x y x y … Z` (the pairs after M are lines), whole units; '' if nothing is left of it. */
function pathOf({ points, closed }: Contour, tolerance: number): string {
  // A closed contour ends where it starts: simplify() then keeps the point farthest from its start.
  const ring = closed ? [...points, points[0]!] : points;
  const rounded: Point[] = [];
  for (const [x, y] of simplify(ring, tolerance)) {
    const point: Point = [Math.round(x), Math.round(y)];
    const last = rounded.at(-1);
    if (!last || last[0] !== point[0] || last[1] !== point[1]) rounded.push(point);
  }
  if (closed && rounded.length > 1) {
    const [first, last] = [rounded[0]!, rounded.at(-1)!];
    if (first[0] === last[0] && first[1] === last[1]) rounded.pop();
  }
  if (rounded.length < (closed ? 3 : 2)) return '';
  return `M${rounded.map(([x, y]) => `${x} ${y}`).join(' ')}${closed ? 'Z' : ''}`;
}

/**
 * A small picture of the part for lists of drawings: its contours as SVG path data (`d`) in the
 * box of `thumbnailBox` (y down), simplified, at most THUMBNAIL_MAX_CHARS. The largest contours
 * go first; smaller ones go in a size at a time (every contour of one size, or none of them), so
 * a perforated plate shows its outline and the holes that fit, never half a row of them.
 */
export function thumbnailOf(preview: Preview, widthMm: number, heightMm: number): string {
  const longer = Math.max(widthMm, heightMm);
  if (!(longer > 0)) return '';
  const scale = THUMBNAIL_SIZE / longer;
  const height = heightMm * scale;
  const contours: Contour[] = [];
  for (const path of preview.paths) {
    const points: Point[] = [];
    for (let i = 0; i + 1 < path.points.length; i += 2) {
      points.push([path.points[i]! * scale, height - path.points[i + 1]! * scale]);
    }
    const xs = points.map(([x]) => x);
    const ys = points.map(([, y]) => y);
    const size = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
    if (points.length >= 2 && size >= SMALLEST) contours.push({ points, closed: path.closed, size });
  }
  contours.sort((a, b) => b.size - a.size);
  for (const tolerance of TOLERANCES) {
    const drawn = bySize(contours, tolerance);
    if (drawn || contours.length === 0) return drawn ?? '';
  }
  // Still too much even coarsely, or every contour a speck at this size (a long nest): the box.
  const { width } = thumbnailBox(widthMm, heightMm);
  return `M0 0 ${width} 0 ${width} ${Math.round(height)} 0 ${Math.round(height)}Z`;
}

/** The contours, a size at a time while they fit; undefined when not even the largest size fits. */
function bySize(contours: Contour[], tolerance: number): string | undefined {
  let drawn = '';
  for (let start = 0; start < contours.length;) {
    const size = Math.round(contours[start]!.size);
    let end = start;
    let group = '';
    while (end < contours.length && Math.round(contours[end]!.size) === size) {
      group += pathOf(contours[end]!, tolerance);
      end += 1;
    }
    if (drawn.length + group.length > THUMBNAIL_MAX_CHARS) return start === 0 ? undefined : drawn;
    drawn += group;
    start = end;
  }
  return drawn;
}
