import { DEFAULT_NUMBER_PREFIXES } from './number-prefixes';

/** yy-mm-dd in India, where the shop and its customers are. */
const shopDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: '2-digit',
  month: '2-digit',
  day: '2-digit',
});

/**
 * Order_No: human-friendly, sortable, never reused: the shop's prefix, its date and the order's own
 * serial id (so a new prefix never repeats a number).
 */
export function formatOrderNo(id: number, isoDate: string, prefix: string = DEFAULT_NUMBER_PREFIXES.order): string {
  return `${prefix}${shopDate.format(new Date(isoDate)).replace(/-/g, '')}-${String(id).padStart(5, '0')}`;
}

/**
 * A whole Order_No as formatOrderNo writes it, under any prefix the shop has had (any case): the
 * back office looks it up, not searches for it.
 */
export const ORDER_NO_PATTERN = /^[A-Z][A-Z0-9]{0,3}\d{6}-\d{5,}$/i;

/** The order's id inside its Order_No (the serial after the dash), or null for anything else. */
export function orderIdOfOrderNo(orderNo: string): number | null {
  if (!ORDER_NO_PATTERN.test(orderNo)) return null;
  const id = Number(orderNo.slice(orderNo.indexOf('-') + 1));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
