import { WEEKDAYS, type Weekday } from '../weekdays';

/** India has one time zone and no daylight saving: IST is UTC+05:30 all year. */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
/** Ten years of days: a calendar whose every day is a holiday stops here instead of looping. */
const MAX_DAYS_SEARCHED = 3660;

/**
 * When the shop works: its opening days and hours (shop settings), the day's cut-off for orders
 * and its holidays (the pricing table). Times are 'HH:MM' and dates 'YYYY-MM-DD', India time.
 */
export interface WorkingCalendar {
  days: readonly Weekday[];
  opens: string;
  closes: string;
  cutOffTime: string;
  holidays: readonly string[];
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const dayOf = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);
const midnightOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The weekday of a date, by name (Monday first, as WEEKDAYS). */
export const weekdayOf = (day: string): Weekday => WEEKDAYS[(new Date(midnightOf(day)).getUTCDay() + 6) % 7];

/** Whether the shop works on this date: one of its opening days and not a holiday. */
export function isWorkingDay(calendar: WorkingCalendar, day: string): boolean {
  return calendar.days.includes(weekdayOf(day)) && !calendar.holidays.includes(day);
}

/** The first working day after `day`. */
function nextWorkingDay(calendar: WorkingCalendar, day: string): string {
  let midnight = midnightOf(day);
  for (let searched = 0; searched < MAX_DAYS_SEARCHED; searched += 1) {
    midnight += DAY_MS;
    if (isWorkingDay(calendar, dayOf(midnight))) return dayOf(midnight);
  }
  throw new Error('the calendar has no working day in ten years');
}

/**
 * The day work on an order placed at `now` starts: today in India if it is a working day and the
 * order comes before the cut-off, otherwise the next working day. The cut-off is never later than
 * closing time: a shop that closes at 15:00 takes no more orders for the day after 15:00.
 */
export function startDay(now: Date | number, calendar: WorkingCalendar): string {
  const india = new Date(new Date(now).getTime() + IST_OFFSET_MS);
  const today = india.toISOString().slice(0, 10);
  const minute = india.getUTCHours() * 60 + india.getUTCMinutes();
  const cutOff = Math.min(minutesOf(calendar.cutOffTime), minutesOf(calendar.closes));
  return isWorkingDay(calendar, today) && minute < cutOff ? today : nextWorkingDay(calendar, today);
}

/**
 * The date ('YYYY-MM-DD', India) an order placed at `now` is dispatched by: the `workingDays`-th
 * working day after the day it starts (0: the day it starts). Monday 10:00 with 3 days: Thursday;
 * Monday 17:00 (after a 16:00 cut-off) with 1 day: Wednesday.
 */
export function dispatchDate(now: Date | number, calendar: WorkingCalendar, workingDays: number): string {
  let day = startDay(now, calendar);
  for (let counted = 0; counted < workingDays; counted += 1) day = nextWorkingDay(calendar, day);
  return day;
}

const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-12-02' → 'Wed, 2 Dec 2026' (the same on every machine and browser). */
export function formatDispatchDate(day: string): string {
  const date = new Date(midnightOf(day));
  return `${SHORT_DAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${SHORT_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
