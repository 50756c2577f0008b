import { dispatchDate } from '@steelcut/domain/dispatch/dispatch-date';
import { formatOrderNo } from '@steelcut/domain/order-no';
import { workingCalendar } from '@steelcut/domain/pricing/lead-times';
import { DEFAULT_DISPATCH, type DispatchSettings, type LeadTime } from '@steelcut/domain/schemas/lead-times';
import { ORDER_TYPE } from '@steelcut/domain/schemas/order';
import { numberPrefixesOf, type ShopSettings } from '@steelcut/domain/schemas/shop';
import type { OrderRow } from '../../db/types';

export interface NewOrder {
  id: number;
  userId: number;
  placedAt: Date;
  /** The shop's now: the order number's prefix, and the hours its dispatch day is counted in. */
  settings: ShopSettings;
  /** Today's cut-off and holidays (the defaults while the shop has no rate table). */
  dispatch: Pick<DispatchSettings, 'cutOffTime' | 'holidays'> | null;
  customer: { name: string; email: string; mobile_number: string; gstin: string | null; company: string | null };
  address: Pick<OrderRow, 'address_line1' | 'address_line2' | 'city' | 'state' | 'postal_code' | 'country'>;
  /** Each line's pieces. */
  quantities: number[];
  tier: LeadTime;
  poNumber: string | undefined;
  quotationId?: number;
  /** The company a quotation named; otherwise the customer's own. */
  company?: string | null;
}

/** A new order's row, as placing writes it: a lead, pending and unpaid, its amount still to come. */
export function newOrderRow(order: NewOrder): OrderRow {
  const now = order.placedAt.toISOString();
  // Dated like the quote the customer saw: the shop's hours, the table's cut-off and holidays.
  const calendar = workingCalendar(order.settings.openingHours, order.dispatch ?? DEFAULT_DISPATCH);
  return {
    id: order.id,
    order_no: formatOrderNo(order.id, now, numberPrefixesOf(order.settings).order),
    user_id: order.userId,
    order_type: ORDER_TYPE.lead,
    status: 'Pending',
    total_qty: order.quantities.length,
    total_pieces: order.quantities.reduce((sum, quantity) => sum + quantity, 0),
    customer_name: order.customer.name,
    customer_email: order.customer.email,
    customer_phone: order.customer.mobile_number,
    ...order.address,
    order_date: now,
    dispatched_date: null,
    delivered_date: null,
    cancelled_date: null,
    converted_date: null,
    customer_gstin: order.customer.gstin,
    customer_company: order.company || order.customer.company,
    amount_paise: null,
    paid_paise: 0,
    payment_status: 'unpaid',
    lead_time: order.tier.tier,
    surcharge_percent: order.tier.surchargePercent,
    dispatch_by: dispatchDate(order.placedAt, calendar, order.tier.workingDays),
    po_number: order.poNumber || null,
    courier: null,
    tracking_number: null,
    tracking_url: null,
    quotation_id: order.quotationId ?? null,
  };
}
