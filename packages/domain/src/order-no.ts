/** yy-mm-dd in India, where the shop and its customers are. */
const shopDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: '2-digit',
  month: '2-digit',
  day: '2-digit',
});

/** Order_No: human-friendly, sortable, never reused: the shop's date and the order's own serial id. */
export function formatOrderNo(id: number, isoDate: string): string {
  return `SC${shopDate.format(new Date(isoDate)).replace(/-/g, '')}-${String(id).padStart(5, '0')}`;
}

/** A whole Order_No as formatOrderNo writes it (any case): the back office looks it up, not searches for it. */
export const ORDER_NO_PATTERN = /^SC\d{6}-\d{5,}$/i;

/** The order's id inside its Order_No (the serial after the dash), or null for anything else. */
export function orderIdOfOrderNo(orderNo: string): number | null {
  if (!ORDER_NO_PATTERN.test(orderNo)) return null;
  const id = Number(orderNo.slice(orderNo.indexOf('-') + 1));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
