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
/** Days since 1970-01-01 (a Thursday): the calendar works in whole days, not strings. */
const dayNumberOf = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (dayNumber: number) => new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
/** Monday 0 … Sunday 6, as WEEKDAYS. */
const weekdayIndex = (dayNumber: number) => (dayNumber + 3) % 7;

/** Today's date ('YYYY-MM-DD') in India at `now`. */
export const indiaDate = (now: Date | number): string =>
  dayOf(Math.floor((new Date(now).getTime() + IST_OFFSET_MS) / DAY_MS));

/** The weekday of a date, by name (Monday first, as WEEKDAYS). */
export const weekdayOf = (day: string): Weekday => WEEKDAYS[weekdayIndex(dayNumberOf(day))];

/** A calendar's opening days and holidays as day numbers, worked out once per list (a quote reads them every time). */
const holidayNumbers = new WeakMap<readonly string[], Set<number>>();
function holidaysOf(calendar: WorkingCalendar): Set<number> {
  let numbers = holidayNumbers.get(calendar.holidays);
  if (!numbers) {
    numbers = new Set(calendar.holidays.map(dayNumberOf));
    holidayNumbers.set(calendar.holidays, numbers);
  }
  return numbers;
}

/** Whether the shop works on this day: one of its opening days and not a holiday. */
function works(calendar: WorkingCalendar, dayNumber: number, holidays: Set<number>): boolean {
  return calendar.days.includes(WEEKDAYS[weekdayIndex(dayNumber)]) && !holidays.has(dayNumber);
}

/** Whether the shop works on this date ('YYYY-MM-DD'): one of its opening days and not a holiday. */
export function isWorkingDay(calendar: WorkingCalendar, day: string): boolean {
  return works(calendar, dayNumberOf(day), holidaysOf(calendar));
}

/** The first working day after `dayNumber`. */
function nextWorkingDay(calendar: WorkingCalendar, dayNumber: number, holidays: Set<number>): number {
  for (let next = dayNumber + 1; next <= dayNumber + MAX_DAYS_SEARCHED; next += 1) {
    if (works(calendar, next, holidays)) return next;
  }
  throw new Error('the calendar has no working day in ten years');
}

/** startDay as a day number. */
function startDayNumber(now: Date | number, calendar: WorkingCalendar, holidays: Set<number>): number {
  const india = new Date(now).getTime() + IST_OFFSET_MS;
  const today = Math.floor(india / DAY_MS);
  const minute = Math.floor((india - today * DAY_MS) / 60_000);
  const cutOff = Math.min(minutesOf(calendar.cutOffTime), minutesOf(calendar.closes));
  return works(calendar, today, holidays) && minute < cutOff ? today : nextWorkingDay(calendar, today, holidays);
}

/**
 * The day work on an order placed at `now` starts: today in India if it is a working day and the
 * order comes before the cut-off, otherwise the next working day. The cut-off is never later than
 * closing time: a shop that closes at 15:00 takes no more orders for the day after 15:00.
 */
export function startDay(now: Date | number, calendar: WorkingCalendar): string {
  return dayOf(startDayNumber(now, calendar, holidaysOf(calendar)));
}

/**
 * The date ('YYYY-MM-DD', India) an order placed at `now` is dispatched by: the `workingDays`-th
 * working day after the day it starts (0: the day it starts). Monday 10:00 with 3 days: Thursday;
 * Monday 17:00 (after a 16:00 cut-off) with 1 day: Wednesday.
 */
export function dispatchDate(now: Date | number, calendar: WorkingCalendar, workingDays: number): string {
  const holidays = holidaysOf(calendar);
  let day = startDayNumber(now, calendar, holidays);
  for (let counted = 0; counted < workingDays; counted += 1) day = nextWorkingDay(calendar, day, holidays);
  return dayOf(day);
}

const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-12-02' → 'Wed, 2 Dec 2026' (the same on every machine and browser). */
export function formatDispatchDate(day: string): string {
  const date = new Date(dayNumberOf(day) * DAY_MS);
  return `${SHORT_DAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${SHORT_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
