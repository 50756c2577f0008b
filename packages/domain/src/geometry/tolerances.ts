/**
 * The domain's tolerances in one place, all in millimetres: how near is "the same point" for each
 * question. The laser holds ±0.1 mm; everything finer is either float slack or how closely curves
 * are followed.
 */

/** Slack for floating-point comparisons, far below anything the laser can resolve. */
export const EPSILON_MM = 1e-6;

/** Ends closer than this meet; a wider gap leaves the contour open. */
export const JOIN_MM = 0.01;

/**
 * Gaps and overshoots narrower than this, on the part as cut, are below what the laser holds
 * (±0.1 mm): they are mended, and the customer told where. A wider gap leaves the contour open.
 */
export const GAP_MM = 0.1;

/** Splines are followed to within this, so their length is good to far better than 0.1 %. */
export const FLATTEN_MM = 0.001;

/** Arcs become chords that stray at most this far, well inside the 0.01 inch (0.254 mm) tolerance. */
export const CHORD_TOLERANCE_MM = 0.05;
