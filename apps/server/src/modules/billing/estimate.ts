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
  order: { id: number; by: number; at: string },
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
  return {
    order_id: order.id,
    kind: 'estimate',
    subtotal_paise: split.subtotalPaise + tier.surchargePaise,
    cgst_paise: tier.cgstPaise,
    sgst_paise: tier.sgstPaise,
    igst_paise: tier.igstPaise,
    total_paise: tier.totalPaise,
    surcharge_paise: tier.surchargePaise,
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
  order: { id: number; by: number; at: string },
  delivery: DeliveryCharger,
  surchargePercent: number,
  note: string,
): Insertable<OrderAmountsTable> {
  const charged = delivery({ goodsPaise: goods.subtotalPaise, weightKg: goods.weightKg });
  const deliveryPaise = charged.paise;
  const tax = { gstPercent: goods.gstPercent, shopState: goods.shopState };
  const tier = withSurcharge(tax, { subtotalPaise: goods.subtotalPaise, deliveryPaise }, state, surchargePercent);
  return {
    order_id: order.id,
    kind: 'estimate',
    subtotal_paise: goods.subtotalPaise + tier.surchargePaise,
    cgst_paise: tier.cgstPaise,
    sgst_paise: tier.sgstPaise,
    igst_paise: tier.igstPaise,
    total_paise: tier.totalPaise,
    surcharge_paise: tier.surchargePaise,
    gst_percent: goods.gstPercent,
    lines: JSON.stringify(goods.lines),
    delivery_paise: deliveryPaise,
    // Placement refuses an order the shop will not deliver before it prices one.
    delivery_kind: charged.kind === 'refused' ? null : charged.kind,
    delivery_reason: charged.reason,
    note,
    created_by: order.by,
    created_at: order.at,
  };
}
