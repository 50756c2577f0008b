/** SPEC section 9: dates are stored in UTC and shown in India time, long format. */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';

const LOCALE = 'en-IN';

/** Day, long month and year in India time, plus `more`. */
const inShopTime = (locale: string, more: Intl.DateTimeFormatOptions = {}) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: SHOP_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...more,
  });

const longDate = inShopTime(LOCALE);
const longDateTime = inShopTime(LOCALE, { hour: 'numeric', minute: '2-digit', hour12: true });
// SPEC section 2: chat timestamps are en-GB, day, long month, year, 12-hour time.
// hour12 would give en-GB's '0:30 am' after midnight; h12 gives '12:30 am'.
const chatDateTime = inShopTime('en-GB', { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' });

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

/** A chat message's time: '14 June 2025 at 3:05 pm' (en-GB) in India time; '' when unreadable. */
export function formatChatTimeIst(iso: string | null | undefined): string {
  const date = toDate(iso);
  return date ? chatDateTime.format(date) : '';
}

const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE });

/** Today in India as YYYY-MM-DD (a payment's date paid defaults to it). */
export function todayIst(now: Date = new Date()): string {
  return isoDay.format(now);
}

/** A calendar day (YYYY-MM-DD, no time) as '14 June 2025'; '' when unreadable. */
export function formatDayIst(day: string | null | undefined): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day ?? '') ? formatDateIst(`${day}T12:00:00+05:30`) : '';
}
