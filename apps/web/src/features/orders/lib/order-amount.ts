import { formatRupees } from '@steelcut/domain/money';
import { PRICING_MSG } from '@steelcut/domain/schemas/pricing';
import type { Order } from '../api/types';

/** The order's amount in the customer's list: ₹ with Indian grouping, or PRICING_MSG.priceOnRequest. */
export function orderAmountLabel(order: Pick<Order, 'amountPaise'>): string {
  return order.amountPaise === null ? PRICING_MSG.priceOnRequest : formatRupees(order.amountPaise);
}
