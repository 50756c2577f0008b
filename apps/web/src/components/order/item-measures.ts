import type { PartMeasures } from '@steelcut/domain/part';
import { plateOf } from '@steelcut/domain/part-wire';
import { partMeasures, pieceWeightKg } from '@steelcut/domain/shapes/measures';
import type { OrderItemView } from '@steelcut/domain/schemas/views';
import { formatKg, formatLength } from '../../lib/cart/part-metrics';
import { partToDraw } from '../PartPreview';
import { ORDER_ITEM_LABELS } from './labels';

export type ItemFact = { label: string; value: string };

/** One piece's size and weight: the drawing's as ordered, or the shape's for its dimensions. */
function measuresOf(item: OrderItemView): Pick<PartMeasures, 'widthMm' | 'heightMm' | 'weightKg'> | undefined {
  const { material, thicknessMm } = plateOf(item);
  if (item.drawing) {
    const { widthMm, heightMm, areaMm2 } = item.drawing;
    return {
      widthMm,
      heightMm,
      weightKg: pieceWeightKg(areaMm2, thicknessMm, material),
    };
  }
  const part = partToDraw(item.shape_slug, item.dimensions);
  return part ? partMeasures(part.definition, part.params, thicknessMm, material) : undefined;
}

/** The part's overall size and its weight, each piece and in all; nothing when it cannot be drawn. */
export function itemMeasureFacts(item: OrderItemView): ItemFact[] {
  const measures = measuresOf(item);
  if (!measures) return [];
  const facts: ItemFact[] = [
    { label: ORDER_ITEM_LABELS.size, value: `${formatLength(measures.widthMm)} × ${formatLength(measures.heightMm)}` },
  ];
  if (measures.weightKg !== undefined) {
    facts.push({ label: ORDER_ITEM_LABELS.weightEach, value: formatKg(measures.weightKg) });
    facts.push({ label: ORDER_ITEM_LABELS.totalWeight, value: formatKg(measures.weightKg * item.quantity) });
  }
  return facts;
}
