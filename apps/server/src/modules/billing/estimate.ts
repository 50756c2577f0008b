import { withSurcharge } from '@steelcut/domain/pricing/lead-times';
import { quoteParts, type DeliveryCharger, type PricedPart } from '@steelcut/domain/pricing/price';
import type { QuoteLine, ShopRates } from '@steelcut/domain/schemas/pricing';
import type { Insertable } from 'kysely';
import type { OrderAmountsTable } from '../../db/types';

/**
 * The estimate of priced parts at the shop's rates, delivered to `state` (GST) and charged by
 * `delivery`, with the dispatch tier's surcharge, as the row an order keeps: what the customer saw
 * when ordering, whatever the rates or the shop's settings become. The surcharge is part of the
 * goods' subtotal (the taxable value before delivery); surcharge_paise says how much of it.
 */
export function estimateRow(
  pricing: ShopRates,
  parts: PricedPart[],
  state: string,
  order: Order,
  delivery: DeliveryCharger,
  surchargePercent = 0,
): Insertable<OrderAmountsTable> {
  const {
    items: lines,
    delivery: charged,
    minimumTopUpPaise: _topUp,
    ...split
  } = quoteParts(pricing, parts, state, delivery);
  const tier = withSurcharge(pricing, split, state, surchargePercent);
  // Placement refuses an order the shop will not deliver before it prices one.
  const kind = charged && charged.kind !== 'refused' ? charged.kind : null;
  return amountsRow(order, pricing.gstPercent, split.subtotalPaise, tier, lines, {
    paise: split.deliveryPaise,
    kind,
    reason: charged?.reason ?? '',
  });
}

/** What an order of a quotation keeps of it: its goods, as they were priced, and its tax rule. */
export interface QuotedGoods {
  number: string;
  subtotalPaise: number;
  gstPercent: number;
  shopState: string;
  lines: QuoteLine[];
  /** The parts' weight in all (delivery is charged by it). */
  weightKg: number;
}

/**
 * The estimate of an order placed from a quotation: the quotation's goods at its prices with the
 * tier's surcharge, taxed by the quotation's rate, and delivery as the shop charges it today (a
 * quotation does not include it). Without a delivery charge its figures are the quoted tier's.
 */
export function quotedEstimateRow(
  goods: QuotedGoods,
  state: string,
  order: Order,
  delivery: DeliveryCharger,
  surchargePercent: number,
  note: string,
): Insertable<OrderAmountsTable> {
  const charged = delivery({ goodsPaise: goods.subtotalPaise, weightKg: goods.weightKg });
  const deliveryPaise = charged.paise;
  const tax = { gstPercent: goods.gstPercent, shopState: goods.shopState };
  const tier = withSurcharge(tax, { subtotalPaise: goods.subtotalPaise, deliveryPaise }, state, surchargePercent);
  return amountsRow(
    order,
    goods.gstPercent,
    goods.subtotalPaise,
    tier,
    goods.lines,
    // Placement refuses an order the shop will not deliver before it prices one.
    { paise: deliveryPaise, kind: charged.kind === 'refused' ? null : charged.kind, reason: charged.reason },
    note,
  );
}

type Order = { id: number; by: number; at: string };

/** The estimate row of goods worth `goodsPaise` before the tier's surcharge, taxed as `tier`. */
function amountsRow(
  order: Order,
  gstPercent: number,
  goodsPaise: number,
  tier: ReturnType<typeof withSurcharge>,
  lines: unknown[],
  delivery: { paise: number; kind: OrderAmountsTable['delivery_kind']; reason: string },
  note = '',
): Insertable<OrderAmountsTable> {
  return {
    order_id: order.id,
    kind: 'estimate',
    subtotal_paise: goodsPaise + tier.surchargePaise,
    cgst_paise: tier.cgstPaise,
    sgst_paise: tier.sgstPaise,
    igst_paise: tier.igstPaise,
    total_paise: tier.totalPaise,
    surcharge_paise: tier.surchargePaise,
    gst_percent: gstPercent,
    lines: JSON.stringify(lines),
    delivery_paise: delivery.paise,
    delivery_kind: delivery.kind,
    delivery_reason: delivery.reason,
    note,
    created_by: order.by,
    created_at: order.at,
  };
}
