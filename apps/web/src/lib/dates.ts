/** SPEC section 9: dates are stored in UTC and shown in India time, long format. */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';

const LOCALE = 'en-IN';

const longDate = new Intl.DateTimeFormat(LOCALE, {
  timeZone: SHOP_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

const longDateTime = new Intl.DateTimeFormat(LOCALE, {
  timeZone: SHOP_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

function toDate(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '14 June 2025' in India time; '' for a missing or unreadable date. */
export function formatDateIst(iso: string | null | undefined): string {
  const date = toDate(iso);
  return date ? longDate.format(date) : '';
}

/** '14 June 2025 at 3:05 pm' in India time; '' for a missing or unreadable date. */
export function formatDateTimeIst(iso: string | null | undefined): string {
  const date = toDate(iso);
  return date ? longDateTime.format(date) : '';
}
