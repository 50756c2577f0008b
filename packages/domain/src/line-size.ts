import { dimensionsLine } from './shapes/catalogue';
import { formatMm } from './shapes/rules';
import type { PartMeasures } from './part';

/** A drawing's overall size, as a line names it. */
type DrawnSize = Pick<PartMeasures, 'widthMm' | 'heightMm'>;

/**
 * A line's size in words, as mails, invoices, the CSV and the pages write it: a catalogue part's
 * dimensions ('Length 300 mm, Width 200 mm'), or a drawing's overall size ('Drawing 300 × 200 mm').
 */
export function lineSizeText(item: {
  shape_slug: string;
  dimensions: readonly { param_key: string; param_value: number | string }[];
  drawing?: DrawnSize | null;
}): string {
  if (item.drawing) return `Drawing ${formatMm(item.drawing.widthMm)} × ${formatMm(item.drawing.heightMm)} mm`;
  return dimensionsLine(item.shape_slug, item.dimensions);
}

/** The same for a stored order line (its dimensions and drawing as JSON text). */
export const storedLineSizeText = (row: { shape_slug: string; dimensions: string; drawing?: string | null }) =>
  lineSizeText({
    shape_slug: row.shape_slug,
    dimensions: JSON.parse(row.dimensions),
    drawing: row.drawing ? (JSON.parse(row.drawing) as DrawnSize) : null,
  });
