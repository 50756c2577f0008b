/** How the shop reads a customer's drawing: tolerances and the caps that keep a hostile file cheap. */

/** Entities in the file and pieces after blocks are expanded (MINSERT arrays count each copy). */
export const MAX_ENTITIES = 100_000;

/** Blocks inside blocks, deeper than any real drawing needs. */
export const MAX_BLOCK_DEPTH = 16;

/** Points of curves followed along (splines, ellipses and arcs in the checks). */
export const MAX_POINTS = 2_000_000;

/**
 * ARC angles and ELLIPSE parameters beyond this many turns either way are a broken number: far
 * out, a double no longer holds where in the turn the curve starts.
 */
export const MAX_ANGLE_TURNS = 1000;

/** Coordinates beyond 10 km are no plate's: they are a broken file, and squaring them would overflow. */
export const MAX_COORDINATE_MM = 1e7;

/** Reading and measuring one drawing stops with an error after this long. */
export const DEFAULT_TIME_LIMIT_MS = 10_000;

/** The browser's preview follows curves to within this: finer than a screen shows a part. */
export const PREVIEW_MM = 0.1;

/** Points of a preview in all; a bigger drawing is followed more coarsely (preview.ts). */
export const MAX_PREVIEW_POINTS = 20_000;
