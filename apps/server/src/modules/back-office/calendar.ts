/** India has one time zone and no daylight saving: IST is UTC+05:30 all year. */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The UTC instants at which the last `count` weeks began (Monday 00:00 IST), oldest first. */
export function weekStarts(now: Date, count: number): Date[] {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const sinceMonday = (ist.getUTCDay() + 6) % 7;
  const thisMonday = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() - sinceMonday) - IST_OFFSET_MS;
  return Array.from({ length: count }, (_, i) => new Date(thisMonday - (count - 1 - i) * 7 * DAY_MS));
}

/** The date (YYYY-MM-DD) of an instant in India. */
export const istDate = (instant: Date): string =>
  new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The same time of day `days` working days (Monday to Friday, India) before `now`. */
export function businessDaysBefore(now: Date, days: number): Date {
  let instant = now.getTime();
  for (let counted = 0; counted < days;) {
    instant -= DAY_MS;
    const weekday = new Date(instant + IST_OFFSET_MS).getUTCDay();
    if (weekday !== 0 && weekday !== 6) counted += 1;
  }
  return new Date(instant);
}

/** The calendar month in India that `now` falls in: its days and the UTC instants it spans. */
export function istMonth(now: Date) {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const year = ist.getUTCFullYear();
  const month = ist.getUTCMonth();
  const first = Date.UTC(year, month, 1);
  const next = Date.UTC(year, month + 1, 1);
  const day = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);
  return {
    /** YYYY-MM */
    month: day(first).slice(0, 7),
    /** YYYY-MM-DD, the 1st; `nextFirstDay` is the next month's. */
    firstDay: day(first),
    nextFirstDay: day(next),
    /** Midnight in India on the 1st, and on the next month's 1st (ISO-8601 UTC). */
    start: new Date(first - IST_OFFSET_MS).toISOString(),
    end: new Date(next - IST_OFFSET_MS).toISOString(),
  };
}
