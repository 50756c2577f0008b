import { signedArea } from './geometry';
import { boxesApart, boxOfPoints } from '../geometry/box';
import { orientation, pointInRing, segmentsTouch } from '../geometry/predicates';
import { toSegment } from '../geometry/vec';
import type { Outline, Point, Ring } from './types';

interface Edge {
  ring: number;
  index: number;
  a: Point;
  b: Point;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

function edgesOf(ring: Ring, id: number): Edge[] {
  return ring.map((a, index) => {
    const b = ring[(index + 1) % ring.length];
    const [minX, maxX] = a.x < b.x ? [a.x, b.x] : [b.x, a.x];
    const [minY, maxY] = a.y < b.y ? [a.y, b.y] : [b.y, a.y];
    return { ring: id, index, a, b, minX, maxX, minY, maxY };
  });
}

/** Sweeps edges left to right and tests only pairs whose boxes overlap. */
function anyEdgesTouch(edges: Edge[], skip: (e: Edge, f: Edge) => boolean): boolean {
  const sorted = [...edges].sort((e, f) => e.minX - f.minX);
  for (let i = 0; i < sorted.length; i++) {
    const e = sorted[i];
    for (let j = i + 1; j < sorted.length && sorted[j].minX <= e.maxX; j++) {
      const f = sorted[j];
      if (f.minY > e.maxY || f.maxY < e.minY || skip(e, f)) continue;
      if (segmentsTouch(e.a, e.b, f.a, f.b)) return true;
    }
  }
  return false;
}

/** No two edges meet except neighbours at their shared corner, and no edge doubles back. */
export function isSimpleRing(ring: Ring): boolean {
  const n = ring.length;
  for (let i = 0; i < n; i++) {
    const [a, b, c] = [ring[i], ring[(i + 1) % n], ring[(i + 2) % n]];
    if (orientation(a, b, c) === 0 && (b.x - a.x) * (c.x - b.x) + (b.y - a.y) * (c.y - b.y) < 0) return false;
  }
  const neighbours = (e: Edge, f: Edge): boolean => {
    const apart = Math.abs(e.index - f.index);
    return apart <= 1 || apart === n - 1;
  };
  return !anyEdgesTouch(edgesOf(ring, 0), neighbours);
}

function ringsCross(r: Ring, s: Ring): boolean {
  return anyEdgesTouch([...edgesOf(r, 0), ...edgesOf(s, 1)], (e, f) => e.ring === f.ring);
}

function cornersNear(points: Ring, ring: Ring, distance: number): boolean {
  const sorted = [...points].sort((p, q) => p.x - q.x);
  for (const e of edgesOf(ring, 0)) {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid].x < e.minX - distance) lo = mid + 1;
      else hi = mid;
    }
    for (let k = lo; k < sorted.length && sorted[k].x <= e.maxX + distance; k++) {
      const p = sorted[k];
      if (p.y >= e.minY - distance && p.y <= e.maxY + distance && toSegment(p, e.a, e.b).distance < distance)
        return true;
    }
  }
  return false;
}

/** For rings that do not cross: whether they come closer than `distance`, which happens at a corner of one of them. */
export function ringsCloserThan(r: Ring, s: Ring, distance: number): boolean {
  return cornersNear(r, s, distance) || cornersNear(s, r, distance);
}

/**
 * What is wrong with an outline as a cutting path; empty when it is sound.
 * `minWebMm` is the least material wanted between any two rings.
 */
export function outlineProblems(outline: Outline, minWebMm = 0): string[] {
  const problems: string[] = [];
  const rings = [outline.outer, ...outline.holes];
  rings.forEach((ring, i) => {
    const name = i === 0 ? 'outer ring' : `hole ${i}`;
    if (ring.length < 3) problems.push(`${name} has fewer than 3 points`);
    else if (!isSimpleRing(ring)) problems.push(`${name} crosses itself`);
    const area = signedArea(ring);
    if (i === 0 ? area <= 0 : area >= 0) problems.push(`${name} runs the wrong way`);
  });
  if (problems.length > 0) return problems;
  const boxes = outline.holes.map(boxOfPoints);
  outline.holes.forEach((hole, i) => {
    if (ringsCross(hole, outline.outer) || !pointInRing(hole[0], outline.outer)) {
      problems.push(`hole ${i + 1} is not inside the outer ring`);
    } else if (ringsCloserThan(hole, outline.outer, minWebMm)) problems.push(`hole ${i + 1} is too close to the edge`);
    outline.holes.slice(i + 1).forEach((other, k) => {
      const j = i + k + 2;
      // Boxes further apart than the web: neither crossing nor close (a flange's bolt holes mostly).
      if (boxesApart(boxes[i], boxes[i + k + 1], minWebMm)) return;
      if (ringsCross(hole, other) || pointInRing(hole[0], other) || pointInRing(other[0], hole)) {
        problems.push(`holes ${i + 1} and ${j} overlap`);
      } else if (ringsCloserThan(hole, other, minWebMm)) problems.push(`holes ${i + 1} and ${j} are too close`);
    });
  });
  return problems;
}
