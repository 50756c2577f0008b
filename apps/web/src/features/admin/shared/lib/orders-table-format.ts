import { formatDispatchDate } from '@steelcut/domain/dispatch/dispatch-date';
import { formatRupees } from '@steelcut/domain/money';
import type { OrderView } from '@steelcut/domain/schemas/views';
import { BILLING_LABELS } from '../../../../lib/billing/labels';
import { SHOP_TIME_ZONE } from '../../../../lib/dates';

// SPEC section 2: the admin lists show 'June 14, 2025' (long US format), in shop time.
const usDate = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

export const MISSING = 'N/A';

export function formatUsDate(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? usDate.format(date) : MISSING;
}

export function contactLines(order: OrderView): string[] {
  const lines = [order.customer_phone, order.customer_email].filter(Boolean);
  return lines.length > 0 ? lines : [MISSING];
}

/** ₹ with Indian grouping, or a dash while the order has no amount. */
export function amountCell(order: Pick<OrderView, 'amountPaise'>): string {
  return order.amountPaise === null ? BILLING_LABELS.none : formatRupees(order.amountPaise);
}

/** The dispatch date as formatDispatchDate writes it, or N/A on orders placed before dispatch dates. */
export const dispatchByCell = (order: Pick<OrderView, 'dispatch_by'>): string =>
  order.dispatch_by ? formatDispatchDate(order.dispatch_by) : MISSING;
