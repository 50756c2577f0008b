import { formatOrderNo } from '@steelcut/domain/order-no';
import type { LeadTime } from '@steelcut/domain/schemas/lead-times';
import { ORDER_TYPE } from '@steelcut/domain/schemas/order';
import type { OrderRow } from '../../db/types';

export interface NewOrder {
  id: number;
  userId: number;
  /** ISO time of placing. */
  now: string;
  /** What leads the order number: the shop's prefix now (numberPrefixesOf). */
  orderNoPrefix: string;
  customer: { name: string; email: string; mobile_number: string; gstin: string | null; company: string | null };
  address: Pick<OrderRow, 'address_line1' | 'address_line2' | 'city' | 'state' | 'postal_code' | 'country'>;
  /** Each line's pieces. */
  quantities: number[];
  tier: LeadTime;
  dispatchBy: string;
  poNumber: string | undefined;
  quotationId?: number;
  /** The company a quotation named; otherwise the customer's own. */
  company?: string | null;
}

/** A new order's row, as placing writes it: a lead, pending and unpaid, its amount still to come. */
export function newOrderRow(order: NewOrder): OrderRow {
  return {
    id: order.id,
    order_no: formatOrderNo(order.id, order.now, order.orderNoPrefix),
    user_id: order.userId,
    order_type: ORDER_TYPE.lead,
    status: 'Pending',
    total_qty: order.quantities.length,
    total_pieces: order.quantities.reduce((sum, quantity) => sum + quantity, 0),
    customer_name: order.customer.name,
    customer_email: order.customer.email,
    customer_phone: order.customer.mobile_number,
    ...order.address,
    order_date: order.now,
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
    dispatch_by: order.dispatchBy,
    po_number: order.poNumber || null,
    courier: null,
    tracking_number: null,
    tracking_url: null,
    quotation_id: order.quotationId ?? null,
  };
}
