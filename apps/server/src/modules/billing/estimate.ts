import { quoteParts, type DeliveryCharger } from '@steelcut/domain/pricing/price';
import type { Pricing } from '@steelcut/domain/schemas/pricing';
import { partMeasures } from '@steelcut/domain/shapes/measures';
import { finishAdderPaisePerM2, type ShopOffer } from '@steelcut/domain/shop-offer';
import type { Insertable } from 'kysely';
import type { OrderAmountsTable } from '../../db/types';
import { definitionOf } from '../shapes/service';

/** A stored item (a cart row or an order's copy): its shape and its part as the cart stores it. */
export interface StoredItem {
  shape_id: number;
  slug: string;
  material_name: string;
  thickness: number;
  quantity: number;
  finish: string;
  /** JSON: [{ param_key, param_value }] */
  parameters: string;
}

/** What the shop's settings add to the estimate: the finishes' adders and delivery to the address. */
export interface EstimateShop {
  finishes: ShopOffer['finishes'];
  delivery: DeliveryCharger;
}

/**
 * The estimate of items at the shop's rates, delivered to `state`, as the row an order keeps:
 * what the customer saw when ordering, whatever the rates or the shop's settings become.
 */
export function estimateRow(
  pricing: Pricing,
  items: StoredItem[],
  state: string,
  order: { id: number; by: number; at: string },
  shop: EstimateShop,
): Insertable<OrderAmountsTable> {
  const parts = items.map((item) => {
    const params = Object.fromEntries(
      (JSON.parse(item.parameters) as { param_key: string; param_value: number }[]).map((d) => [
        d.param_key,
        d.param_value,
      ]),
    );
    const measures = partMeasures(
      definitionOf({ id: item.shape_id, slug: item.slug }),
      params,
      item.thickness,
      item.material_name,
    );
    return {
      material: item.material_name,
      thicknessMm: item.thickness,
      quantity: item.quantity,
      weightKg: measures.weightKg ?? 0,
      cutLengthMm: measures.cutLengthMm,
      pierces: measures.pierces,
      areaMm2: measures.areaMm2,
      finishPaisePerM2: finishAdderPaisePerM2(shop.finishes, item.finish),
    };
  });
  const {
    items: lines,
    delivery,
    minimumTopUpPaise: _topUp,
    ...split
  } = quoteParts(pricing, parts, state, shop.delivery);
  // Placement refuses an order the shop will not deliver before it prices one.
  const kind = delivery && delivery.kind !== 'refused' ? delivery.kind : null;
  return {
    order_id: order.id,
    kind: 'estimate',
    subtotal_paise: split.subtotalPaise,
    cgst_paise: split.cgstPaise,
    sgst_paise: split.sgstPaise,
    igst_paise: split.igstPaise,
    total_paise: split.totalPaise,
    gst_percent: pricing.gstPercent,
    lines: JSON.stringify(lines),
    delivery_paise: split.deliveryPaise,
    delivery_kind: kind,
    delivery_reason: delivery?.reason ?? '',
    note: '',
    created_by: order.by,
    created_at: order.at,
  };
}
