import { indiaDate } from './dispatch-date';

/** An open order whose dispatch date is today in India, or already past. */
export const DISPATCH_MARKS = ['due-today', 'late'] as const;
export type DispatchMark = (typeof DISPATCH_MARKS)[number];

/**
 * The statuses (ORDER_STATUSES) of an order still to dispatch; dispatched, delivered and cancelled
 * ones are done. Written out, not imported: the schemas import this folder.
 */
export const AWAITING_DISPATCH_STATUSES: readonly string[] = ['Pending', 'In-Progress'];

/** What the admin's lists and dashboard call each mark. */
export const DISPATCH_MARK_LABELS: Record<DispatchMark, string> = { 'due-today': 'Due today', late: 'Late' };

/** Whether an order with this status still waits to be dispatched. */
export const awaitsDispatch = (status: string) => AWAITING_DISPATCH_STATUSES.includes(status);

/**
 * 'late' when the order's dispatch date ('YYYY-MM-DD', India) is before today's India date at
 * `now`, 'due-today' when it is today, and null otherwise: a later date, no date (orders placed
 * before dispatch dates), or an order already dispatched, delivered or cancelled. Browser and
 * server call this one function, so a list and the dashboard mark the same orders.
 */
export function dispatchMark(
  order: { status: string; dispatch_by: string | null },
  now: Date | number,
): DispatchMark | null {
  if (!order.dispatch_by || !awaitsDispatch(order.status)) return null;
  const today = indiaDate(now);
  if (order.dispatch_by < today) return 'late';
  return order.dispatch_by === today ? 'due-today' : null;
}
