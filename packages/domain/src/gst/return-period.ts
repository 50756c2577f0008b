/** India has one time zone and no daylight saving: IST is UTC+05:30 all year. */
const IST_OFFSET_MS = 330 * 60_000;

/** A return's month, YYYY-MM: a month of India's calendar. */
export const RETURN_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export interface ReturnPeriod {
  /** YYYY-MM */
  month: string;
  /** GSTR-1's filing period: MMYYYY. */
  fp: string;
  /** Midnight in India on the 1st, and on the next month's 1st (ISO-8601 UTC): start ≤ t < end. */
  start: string;
  end: string;
}

/** The period of a YYYY-MM month (checked by the caller against RETURN_MONTH). */
export function returnPeriod(month: string): ReturnPeriod {
  const [, year, mm] = RETURN_MONTH.exec(month) ?? [];
  if (!year) throw new RangeError(`${month} is not a month (YYYY-MM)`);
  const at = (y: number, m: number) => new Date(Date.UTC(y, m, 1) - IST_OFFSET_MS).toISOString();
  return { month, fp: `${mm}${year}`, start: at(+year, +mm - 1), end: at(+year, +mm) };
}

/** The month (YYYY-MM) an instant falls in, in India. */
export const monthOf = (iso: string): string => istDay(iso).slice(0, 7);

/** The day (YYYY-MM-DD) of an instant in India. */
export const istDay = (iso: string): string =>
  new Date(new Date(iso).getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** dd-mm-yyyy in India: GSTR-1's dates. */
export function gstDate(iso: string): string {
  const [y, m, d] = istDay(iso).split('-');
  return `${d}-${m}-${y}`;
}

/** yyyymmdd in India: Tally's dates. */
export const tallyDate = (iso: string): string => istDay(iso).replaceAll('-', '');

/**
 * An inter-state invoice to an unregistered buyer is reported one by one (B2C large) above this
 * invoice value: ₹1 lakh from 1 August 2024 (CGST Rule 59(4)(a)(ii) as amended by Notification
 * 12/2024–Central Tax), ₹2.5 lakh before.
 */
export function b2cLargeAbovePaise(invoiceIssuedAt: string): number {
  return istDay(invoiceIssuedAt) >= '2024-08-01' ? 1_00_000_00 : 2_50_000_00;
}
