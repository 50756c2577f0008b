import type { Outline } from '../shapes/types';
import type { Budget } from './budget';
import { newBudget } from './budget';
import type { Contour } from './chain';
import type { DrawingCheck } from './checks';
import { featureChecks, inReadingOrder } from './checks';
import { CHECK_MESSAGES } from './messages';
import { contourArea } from './nest';
import type { Preview } from './preview';
import type { Traced } from './rings';
import { trace } from './rings';
import { toOutline } from './to-outline';

/**
 * A sound drawing's part as it was measured: its outline and holes exactly as drawn (lines, arcs,
 * ellipses, splines already followed), in mm. Kept beside the customer's file, so the plate's
 * checks, quotes, orders and job packs work from it and never read the file again.
 */
export interface DrawingGeometry {
  part: Contour;
  holes: Contour[];
  /** The preview path each contour is drawn as: the part's, then each hole's. */
  paths: number[];
}

/** The checks that depend on the plate, and the preview paths they are about (drawn red). */
export interface PlateReading {
  checks: DrawingCheck[];
  faultyPaths: number[];
}

/** The plate's checks on contours already traced (the part's first): one rule for a first reading and a kept one. */
export function plateChecks(
  traced: Traced[],
  paths: number[],
  thicknessMm: number | undefined,
  budget: Budget,
): PlateReading {
  if (!(thicknessMm && thicknessMm > 0)) return { checks: [], faultyPaths: [] };
  const { checks, faulty } = featureChecks(traced, thicknessMm, budget);
  return { checks, faultyPaths: faulty.map((ring) => paths[ring]) };
}

/** The plate's checks on a kept geometry. */
export function plateOfGeometry(
  geometry: DrawingGeometry,
  thicknessMm: number,
  { timeLimitMs }: { timeLimitMs?: number } = {},
): PlateReading {
  const budget = newBudget(timeLimitMs);
  const traced = [geometry.part, ...geometry.holes].map((contour) => trace(contour, budget));
  return plateChecks(traced, geometry.paths, thicknessMm, budget);
}

/** The part as the catalogue's Outline (for the order to keep and the cutting floor's DXF). */
export function outlineOfGeometry(geometry: DrawingGeometry): Outline {
  const withArea = (contour: Contour) => ({ contour, signedArea: contourArea(contour) });
  return toOutline(withArea(geometry.part), geometry.holes.map(withArea));
}

/** Kept checks (measured without a plate) with a plate's; the preview with the plate's faults in red. */
export function withPlate(
  kept: { checks: DrawingCheck[]; preview: Preview },
  plate: PlateReading,
): { checks: DrawingCheck[]; preview: Preview } {
  if (plate.faultyPaths.length === 0 && plate.checks.length === 0) return kept;
  const faulty = new Set(plate.faultyPaths);
  return {
    checks: inReadingOrder([...kept.checks, ...plate.checks]),
    preview: { paths: kept.preview.paths.map((path, i) => (faulty.has(i) ? { ...path, faulty: true } : path)) },
  };
}

/** A part's kept checks, as the drawing answer lists them. */
interface KeptPart {
  part: number;
  copies: number;
  checks: DrawingCheck[];
}

/**
 * A drawing of parts with each part's plate reading (undefined where the part is not sound): each
 * part's checks with its own, the drawing's with all of them (named by part where there are
 * several), the preview with every plate fault in red. As measureDrawing gives them with a thickness.
 */
export function withPlateParts<P extends KeptPart>(
  kept: { checks: DrawingCheck[]; preview: Preview; parts: P[] },
  plates: (PlateReading | undefined)[],
): { checks: DrawingCheck[]; preview: Preview; parts: P[] } {
  const several = kept.parts.length > 1 || kept.parts.some((p) => p.copies > 1);
  const named = kept.parts.flatMap((p, i) =>
    (plates[i]?.checks ?? []).map((check) =>
      several ? { ...check, message: CHECK_MESSAGES.ofPart(p.part, check.message) } : check,
    ),
  );
  const { checks, preview } = withPlate(
    { checks: kept.checks, preview: kept.preview },
    {
      checks: named,
      faultyPaths: plates.flatMap((plate) => plate?.faultyPaths ?? []),
    },
  );
  return {
    checks,
    preview,
    parts: kept.parts.map((p, i) =>
      plates[i]?.checks.length ? { ...p, checks: inReadingOrder([...p.checks, ...plates[i].checks]) } : p,
    ),
  };
}
