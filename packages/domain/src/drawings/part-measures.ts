import type { Budget } from './budget';
import type { Contour } from './chain';
import type { DrawingCheck } from './checks';
import { capped, inReadingOrder, sizeChecks } from './checks';
import type { DrawingGeometry } from './geometry';
import { plateChecks } from './geometry';
import type { Nested } from './nest';
import type { Fault, SplitPart } from './parts';
import { cutLengthOf, foldSame, splitParts } from './parts';

/** One kind of part in a drawing, as the customer orders it. */
export interface DrawingPart {
  /** 1-based, largest area first. */
  part: number;
  widthMm: number;
  heightMm: number;
  /** Its outline less its holes. */
  areaMm2: number;
  /** Its outline, holes and any open contour within it. */
  cutLengthMm: number;
  /** Its outline and each hole. */
  pierces: number;
  /** How many of it the file holds (the same outline moved or turned). */
  copies: number;
  /** Its own checks, about its first copy. */
  checks: DrawingCheck[];
  /** Its first copy's lower-left corner, in mm from the drawing's. */
  xMm: number;
  yMm: number;
  /** The drawing's preview paths that draw its first copy. */
  paths: number[];
  /** Its contours as measured, when it is sound: what is kept of it to cut. */
  geometry: DrawingGeometry | undefined;
}

function measureOne(split: SplitPart, contours: Contour[]) {
  const { box } = split.outline.traced;
  const [widthMm, heightMm] = [box.maxX - box.minX, box.maxY - box.minY];
  const rings = [split.outline, ...split.holes];
  const geometry: DrawingGeometry | undefined =
    split.faults.length === 0
      ? {
          part: split.outline.contour,
          holes: split.holes.map((hole) => hole.contour),
          paths: split.contours.slice(0, rings.length),
        }
      : undefined;
  const corner = { x: box.minX, y: box.minY };
  const part: Omit<DrawingPart, 'part' | 'copies'> = {
    widthMm,
    heightMm,
    areaMm2: rings.reduce((sum, n, i) => sum + (i === 0 ? 1 : -1) * Math.abs(n.signedArea), 0),
    cutLengthMm: cutLengthOf(contours, split.contours),
    pierces: rings.length,
    checks: inReadingOrder([...capped(split.faults), ...sizeChecks(widthMm, heightMm, corner)]),
    xMm: box.minX,
    yMm: box.minY,
    paths: split.contours,
    geometry,
  };
  return { part, split };
}

/**
 * The drawing split into parts (parts.ts), each measured and checked on its own, identical ones
 * folded into one with its copies, and the contours the plate's checks are about (for the preview).
 */
export function measureParts(
  contours: Contour[],
  nested: Nested[],
  faults: Fault[],
  { thicknessMm, budget }: { thicknessMm: number | undefined; budget: Budget },
): { parts: DrawingPart[]; faultyPaths: number[] } {
  const { parts: splits } = splitParts(contours, nested, faults, budget);
  const measured = splits.map((split) => measureOne(split, contours));
  const kinds = foldSame(
    measured.map(({ part, split }) =>
      part.geometry
        ? {
            contours: [split.outline.contour, ...split.holes.map((h) => h.contour)],
            traced: [split.outline.traced, ...split.holes.map((h) => h.traced)],
            areaMm2: part.areaMm2,
            cutLengthMm: part.cutLengthMm,
          }
        : undefined,
    ),
    budget,
  );
  // Copies' areas differ in the last bits with their turn: the one drawn first stands for them.
  const firstDrawn = (copies: number[]) =>
    copies.reduce((first, i) => (measured[i].split.contours[0] < measured[first].split.contours[0] ? i : first));
  const parts = kinds
    .map((copies) => ({ copies: copies.length, ...measured[firstDrawn(copies)] }))
    // nest() puts the largest outlines first; a part is its outline less its holes.
    .sort((a, b) => b.part.areaMm2 - a.part.areaMm2);
  // The plate's checks once a kind, on the copy that stands for it.
  const plates = parts.map(({ part, split }) =>
    part.geometry
      ? plateChecks(
          [split.outline, ...split.holes].map((n) => n.traced),
          part.geometry.paths,
          thicknessMm,
          budget,
        )
      : { checks: [], faultyPaths: [] },
  );
  return {
    parts: parts.map(({ copies, part }, i) => ({
      part: i + 1,
      copies,
      ...part,
      checks: inReadingOrder([...part.checks, ...plates[i].checks]),
    })),
    faultyPaths: plates.flatMap((plate) => plate.faultyPaths),
  };
}
