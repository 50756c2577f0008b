import { SHOP_TIME_ZONE } from '../../../../lib/dates';

const DAY_MS = 24 * 60 * 60 * 1000;
const weekLabel = new Intl.DateTimeFormat('en-IN', { timeZone: SHOP_TIME_ZONE, day: 'numeric', month: 'short' });

/** '14 Jul' for a week's first day, given as YYYY-MM-DD (a day in India) or as an instant. */
export function formatWeekStart(weekStart: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(weekStart) ? `${weekStart}T12:00:00+05:30` : weekStart);
  return Number.isNaN(date.getTime()) ? weekStart : weekLabel.format(date);
}

/** Whole days since `since` (ISO-8601); 0 for a wait under a day or an unreadable date. */
export function daysWaiting(since: string, now: number = Date.now()): number {
  const start = new Date(since).getTime();
  return Number.isNaN(start) ? 0 : Math.max(0, Math.floor((now - start) / DAY_MS));
}

const monthLabel = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', month: 'long', year: 'numeric' });

/** 'November 2026' for the month given as YYYY-MM. */
export function formatMonth(month: string): string {
  const date = new Date(`${month}-15T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? month : monthLabel.format(date);
}
