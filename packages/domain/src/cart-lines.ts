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

/** A cart line as stored and sent (SPEC section 3 names), enough to tell two parts apart. */
export interface StoredPart {
  /** null (or absent) on a line cut from a drawing */
  shape_id?: number | null;
  /** the customer's drawing a line is cut from */
  drawing_id?: string | null;
  material_name: string;
  thickness: number;
  finish: string;
  parameters: readonly { param_key: string; param_value: number | string }[];
}

/**
 * The same part: same shape (or the same drawing of the customer's), grade, thickness, finish and
 * dimensions. Such lines are one line with their quantities added (a line with an attached image is
 * always its own; callers leave those out).
 */
export function isSamePart(a: StoredPart, b: StoredPart): boolean {
  if ((a.shape_id ?? null) !== (b.shape_id ?? null) || (a.drawing_id ?? null) !== (b.drawing_id ?? null)) return false;
  if (a.material_name !== b.material_name || a.finish !== b.finish) return false;
  if (Math.round(Number(a.thickness) * 10) !== Math.round(Number(b.thickness) * 10)) return false;
  if (a.parameters.length !== b.parameters.length) return false;
  const values = new Map(a.parameters.map((d) => [d.param_key, Number(d.param_value)]));
  return b.parameters.every((d) => values.get(d.param_key) === Number(d.param_value));
}

/** A part's dimensions as SPEC names them (param_key, param_value). */
export function specDimensions(part: {
  dimensions: readonly { key: string; value: number }[];
}): { param_key: string; param_value: number }[] {
  return part.dimensions.map((d) => ({ param_key: d.key, param_value: d.value }));
}
