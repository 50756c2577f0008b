/**
 * The part: what every path that takes one (the configurator, the guest cart, add to cart, the
 * merge, reorder, the quote, placement) works with. SPEC's wire names (material_name,
 * param_key…) are only in part-wire.ts, where a part crosses the wire or goes into storage.
 */

/** One of a catalogue shape's dimensions (mm, or degrees for an angle). */
export interface PartDimension {
  key: string;
  value: number;
}

/**
 * What a part is cut to: a catalogue shape with its dimensions, or the customer's own drawing (one
 * of its parts, `drawingPart`, where it holds several).
 */
export type PartSource = { shapeId: number } | { drawingId: string; drawingPart?: number };

/**
 * One part, read once (readCartPart, readDrawingPart): numbers, the thickness rounded to 0.1 mm,
 * a shape's dimensions in display order ([] for a drawing's part).
 */
export interface Part {
  material: string;
  /** mm, to 0.1 */
  thicknessMm: number;
  quantity: number;
  finish: string;
  dimensions: PartDimension[];
}

/**
 * A part's own fields, named as in Part and PartDraft: the one list the forms' fields and the
 * add-to-cart route's schema are made from (part-wire.ts names them as SPEC does).
 */
export const PART_FIELDS = ['material', 'thicknessMm', 'quantity', 'finish'] as const;

/** A part as typed or sent, before it is read: text or numbers. */
export interface PartDraft {
  material?: unknown;
  thicknessMm?: unknown;
  quantity?: unknown;
  finish?: unknown;
  /** parameter key → value; absent on a drawing's part */
  dimensions?: Record<string, unknown>;
}

/** A part asked for (added, merged, reordered, placed): where it is cut from and the part as sent. */
export type PartRequest = PartSource & { draft: PartDraft };

/** What one piece measures. */
export interface PartMeasures {
  widthMm: number;
  heightMm: number;
  /** The outline less its holes. */
  areaMm2: number;
  /** Every outline and hole: the length the cutting head travels. */
  cutLengthMm: number;
  /** One per closed contour: the outline and each hole. */
  pierces: number;
  /** One piece; undefined until a grade and a thickness are known. */
  weightKg: number | undefined;
}

// Every field of a part but its dimensions is in PART_FIELDS: adding one to Part fails here until it is listed.
type Unlisted = Exclude<keyof Part, (typeof PART_FIELDS)[number] | 'dimensions'>;
export const PART_FIELDS_COMPLETE: [Unlisted] extends [never] ? true : never = true;
