import { quoteParts, type DeliveryCharger, type PricedPart } from '@steelcut/domain/pricing/price';
import type { Pricing } from '@steelcut/domain/schemas/pricing';
import type { Insertable } from 'kysely';
import type { OrderAmountsTable } from '../../db/types';

/**
 * The estimate of priced parts at the shop's rates, delivered to `state` (GST) and charged by
 * `delivery`, as the row an order keeps: what the customer saw when ordering, whatever the rates
 * or the shop's settings become.
 */
export function estimateRow(
  pricing: Pricing,
  parts: PricedPart[],
  state: string,
  order: { id: number; by: number; at: string },
  delivery: DeliveryCharger,
): Insertable<OrderAmountsTable> {
  const {
    items: lines,
    delivery: charged,
    minimumTopUpPaise: _topUp,
    ...split
  } = quoteParts(pricing, parts, state, delivery);
  // Placement refuses an order the shop will not deliver before it prices one.
  const kind = charged && charged.kind !== 'refused' ? charged.kind : null;
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
    delivery_reason: charged?.reason ?? '',
    note: '',
    created_by: order.by,
    created_at: order.at,
  };
}
