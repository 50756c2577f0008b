import { formatDateIst } from '../../../lib/dates';
import type { Order } from '../api/types';

export const NOT_DELIVERED = 'Not Delivered';

/** SPEC section 4: the delivery date only for a Delivered order ('Not Delivered' without one), otherwise '-'. */
export function deliveryDateLabel(order: Pick<Order, 'status' | 'delivered_date'>): string {
  if (order.status.trim().toLowerCase() !== 'delivered') return '-';
  return formatDateIst(order.delivered_date) || NOT_DELIVERED;
}
