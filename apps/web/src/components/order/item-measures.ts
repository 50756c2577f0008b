import { partMeasures } from '@steelcut/domain/shapes/measures';
import type { OrderItemView } from '@steelcut/domain/schemas/views';
import { formatKg, formatLength } from '../../lib/cart/part-metrics';
import { partToDraw } from '../PartPreview';
import { ORDER_ITEM_LABELS } from './labels';

export type ItemFact = { label: string; value: string };

/** The part's overall size and its weight, each piece and in all; nothing when it cannot be drawn. */
export function itemMeasureFacts(item: OrderItemView): ItemFact[] {
  const part = partToDraw(item.shape_slug, item.dimensions);
  if (!part) return [];
  const measures = partMeasures(part.definition, part.params, item.thickness, item.material_name);
  const facts: ItemFact[] = [
    { label: ORDER_ITEM_LABELS.size, value: `${formatLength(measures.widthMm)} × ${formatLength(measures.heightMm)}` },
  ];
  if (measures.weightKg !== undefined) {
    facts.push({ label: ORDER_ITEM_LABELS.weightEach, value: formatKg(measures.weightKg) });
    facts.push({ label: ORDER_ITEM_LABELS.totalWeight, value: formatKg(measures.weightKg * item.quantity) });
  }
  return facts;
}
