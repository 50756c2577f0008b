/** The shop's cutting limits, shared by validation and drawing. */

/** Smallest part the shop cuts: its bounding box must be at least this in each direction. */
export const MIN_PART_MM = 15;

/** The largest stocked sheet; a part must fit it, turned by 90 degrees if need be. */
export const SHEET_MM = { short: 1500, long: 3000 } as const;

/** The smallest and largest part the shop cuts: the owner's, in the shop settings (partLimits). */
export interface PartLimits {
  /** A part's box must be at least this in each direction. */
  minMm: number;
  /** The largest sheet: a part must fit it, turned by 90 degrees if need be. */
  sheet: { short: number; long: number };
}

export const DEFAULT_PART_LIMITS: PartLimits = { minMm: MIN_PART_MM, sheet: SHEET_MM };

/** Small circles still get at least 36 chords so they look round. */
export const MAX_ARC_STEP_DEG = 10;
