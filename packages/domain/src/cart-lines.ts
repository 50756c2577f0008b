import type { Part, PartSource } from './part';

/**
 * The rules of cart lines that the browser's guest cart needs on every page, apart from the
 * zod schemas (schemas/cart re-exports them): a first visit does not download zod for them.
 */

export const QUANTITY = { min: 1, max: 9999, inputMaxLength: 4 } as const;

/** One line's quantity after adding `more`: never above QUANTITY.max, and whether it was held there. */
export function addQuantity(current: number, more: number): { quantity: number; capped: boolean } {
  const sum = current + more;
  return sum > QUANTITY.max ? { quantity: QUANTITY.max, capped: true } : { quantity: sum, capped: false };
}

/** How an add went: a new line, more pieces on a line already there, or that line held at the cap. */
export type AddOutcome = 'added' | 'increased' | 'capped';

/**
 * The same part: same shape (or the same drawing of the customer's), grade, thickness, finish and
 * dimensions. Such lines are one line with their quantities added (a line with an attached image is
 * always its own; callers leave those out).
 */
export function isSamePart(a: PartSource & Part, b: PartSource & Part): boolean {
  if (sourceKey(a) !== sourceKey(b)) return false;
  if (a.material !== b.material || a.finish !== b.finish) return false;
  if (Math.round(a.thicknessMm * 10) !== Math.round(b.thicknessMm * 10)) return false;
  if (a.dimensions.length !== b.dimensions.length) return false;
  const values = new Map(a.dimensions.map((d) => [d.key, d.value]));
  return b.dimensions.every((d) => values.get(d.key) === d.value);
}

const sourceKey = (source: PartSource) =>
  'drawingId' in source ? `d:${source.drawingId}:${source.drawingPart ?? 1}` : `s:${source.shapeId}`;
