import { RETURN_MONTH } from '@steelcut/domain/gst/return-period';
import { todayIst } from '../../../../lib/dates';

/** The month before `now`'s in India, YYYY-MM: the month being filed. */
export function lastMonth(now: Date = new Date()): string {
  const [year, month] = todayIst(now).split('-').map(Number);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** A YYYY-MM from the address, or undefined when it is not one. */
export const monthParam = (value: string | null): string | undefined =>
  value && RETURN_MONTH.test(value) ? value : undefined;

const monthName = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'November 2026' */
export const monthLabel = (month: string): string => monthName.format(new Date(`${month}-01T00:00:00Z`));

/** This month in India, YYYY-MM: the latest a month picker offers. */
export const thisMonth = (now: Date = new Date()): string => todayIst(now).slice(0, 7);
