import { DEFAULT_NUMBER_PREFIXES } from './number-prefixes';

/** India's financial year runs April to March: '26-27' for a date from April 2026 to March 2027. */
export function financialYear(isoDate: string): string {
  const india = new Date(new Date(isoDate).getTime() + 330 * 60_000);
  const year = india.getUTCFullYear() % 100;
  const start = india.getUTCMonth() >= 3 ? year : (year + 99) % 100;
  return `${String(start).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`;
}

const serial = (prefix: string, fy: string, number: number) => `${prefix}/${fy}/${String(number).padStart(5, '0')}`;

/**
 * SC/26-27/00001: unique per financial year, at most 16 characters (CGST Rule 46). The number is
 * counted per year whatever the prefix, so a new prefix goes on from the last number.
 */
export const invoiceSerial = (fy: string, number: number, prefix: string = DEFAULT_NUMBER_PREFIXES.invoice) =>
  serial(prefix, fy, number);

/** SCQ/26-27/00001: a quotation's number, by the invoices' rule, counted on its own. */
export const quotationSerial = (fy: string, number: number, prefix: string = DEFAULT_NUMBER_PREFIXES.quotation) =>
  serial(prefix, fy, number);
