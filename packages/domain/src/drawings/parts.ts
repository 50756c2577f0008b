import type { Budget } from './budget';
import { checkTime } from './budget';
import type { Contour } from './chain';
import type { DrawingCheck } from './checks';
import { JOIN_MM } from '../geometry/tolerances';
import type { Nested } from './nest';
import { endOf, pieceLength, startOf } from './pieces';
import type { PartShape } from './same-part';
import { samePart } from './same-part';
import { pointInRing } from '../geometry/predicates';
import type { Vec } from '../geometry/vec';
import { distance } from '../geometry/vec';

/** A blocking structure check and the contours (indices into the chained contours) it is about. */
export interface Fault {
  check: DrawingCheck;
  contours: number[];
}

/** One part of a drawing: an outline with the holes directly inside it, and what is drawn within it. */
export interface SplitPart {
  outline: Nested;
  holes: Nested[];
  /** Its contours (indices into the chained contours): the outline, the holes, then open ones lying in it. */
  contours: number[];
  /** The structure checks about its contours. */
  faults: DrawingCheck[];
}

/** A part lying in another part's hole is a part of its own: each outline is at an even depth. */
const ownerOf = (nested: Nested[]) => nested.map((n, i) => (n.depth % 2 === 0 ? i : n.parent!));

const inBox = (p: Vec, { box }: { box: Nested['traced']['box'] }) =>
  p.x >= box.minX && p.x <= box.maxX && p.y >= box.minY && p.y <= box.maxY;

/**
 * The drawing's parts, largest area first (nest() sorts so), each with the structure faults
 * about its contours: an open contour belongs to the part its start lies in (material or hole),
 * a closed one to the part it outlines or is a hole of. Faults about no part are `loose`.
 */
export function splitParts(
  contours: Contour[],
  nested: Nested[],
  faults: Fault[],
  budget: Budget,
): { parts: SplitPart[]; loose: DrawingCheck[] } {
  const owner = ownerOf(nested);
  const partIndex = new Map<number, number>();
  const parts: SplitPart[] = [];
  const nestedOf = new Map(nested.map((n, i) => [n.contour, i]));
  const contourIndex = new Map(contours.map((c, i) => [c, i]));
  nested.forEach((n, i) => {
    if (owner[i] !== i) return;
    partIndex.set(i, parts.length);
    parts.push({ outline: n, holes: [], contours: [contourIndex.get(n.contour)!], faults: [] });
  });
  nested.forEach((n, i) => {
    if (owner[i] === i) return;
    const part = parts[partIndex.get(owner[i])!];
    part.holes.push(n);
    part.contours.push(contourIndex.get(n.contour)!);
  });
  // The innermost closed contour around a point, smallest first; its part.
  const partAt = (p: Vec): number | undefined => {
    for (let i = nested.length - 1; i >= 0; i--) {
      if (inBox(p, nested[i].traced) && pointInRing(p, nested[i].traced.points)) return partIndex.get(owner[i]);
    }
    return undefined;
  };
  const partOfContour = contours.map((contour, i) => {
    if (i % 256 === 0) checkTime(budget);
    const at = nestedOf.get(contour);
    if (at !== undefined) return partIndex.get(owner[at]);
    const part = partAt(startOf(contour.pieces[0]));
    if (part !== undefined) parts[part].contours.push(i);
    return part;
  });
  const loose: DrawingCheck[] = [];
  for (const fault of faults) {
    const owners = new Set(fault.contours.flatMap((c) => (partOfContour[c] === undefined ? [] : [partOfContour[c]!])));
    if (owners.size === 0) loose.push(fault.check);
    for (const part of owners) parts[part].faults.push(fault.check);
  }
  return { parts, loose };
}

/** The contours with an end where a branch is: what a branching check is about. */
export function contoursAt(contours: Contour[], at: Vec): number[] {
  return contours.flatMap((contour, i) => {
    const ends = [startOf(contour.pieces[0]), endOf(contour.pieces[contour.pieces.length - 1])];
    return ends.some((end) => distance(end, at) <= JOIN_MM) ? [i] : [];
  });
}

/** A part's cut: its outline, holes and the open contours in it, each once. */
export const cutLengthOf = (contours: Contour[], indices: number[]) =>
  indices.reduce((sum, i) => sum + contours[i].pieces.reduce((s, p) => s + pieceLength(p), 0), 0);

/**
 * Parts folded with those they are the same as (moved or turned): for each kind, the indices of
 * its copies, the first (largest, first drawn) standing for them all. Only sound parts fold: a
 * fault is about one copy's contours.
 */
export function foldSame(shapes: (PartShape | undefined)[], budget: Budget): number[][] {
  const kinds: number[][] = [];
  const cache = new Map();
  shapes.forEach((shape, i) => {
    const kind = shape && kinds.find((k) => shapes[k[0]] && samePart(shapes[k[0]]!, shape, budget, cache));
    if (kind) kind.push(i);
    else kinds.push([i]);
  });
  return kinds;
}
