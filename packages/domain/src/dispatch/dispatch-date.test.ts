import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dispatchDate,
  formatDispatchDate,
  isWorkingDay,
  startDay,
  weekdayOf,
  type WorkingCalendar,
} from './dispatch-date';

/** The shop's hours on the site (Monday to Friday, 09:00-18:00), a 16:00 cut-off, Christmas off. */
const CALENDAR: WorkingCalendar = {
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  opens: '09:00',
  closes: '18:00',
  cutOffTime: '16:00',
  holidays: ['2026-12-25'],
};
/** An India time as the UTC instant it is (IST = UTC+05:30). */
const ist = (dayAndTime: string) => new Date(`${dayAndTime}:00+05:30`);

describe('the dispatch date, worked by hand', () => {
  it.each([
    ['Monday 10:00, 3 days: Thursday', ist('2026-11-30T10:00'), 3, CALENDAR, '2026-12-03'],
    ['Monday 17:00, 1 day: Wednesday', ist('2026-11-30T17:00'), 1, CALENDAR, '2026-12-02'],
    ['a minute before the cut-off starts that day', ist('2026-11-30T15:59'), 1, CALENDAR, '2026-12-01'],
    ['at the cut-off it starts the next working day', ist('2026-11-30T16:00'), 1, CALENDAR, '2026-12-02'],
    ['before opening counts as that day', ist('2026-11-30T06:00'), 0, CALENDAR, '2026-11-30'],
    ['Friday evening starts on Monday', ist('2026-12-04T19:30'), 1, CALENDAR, '2026-12-08'],
    ['Saturday starts on Monday', ist('2026-12-05T10:00'), 3, CALENDAR, '2026-12-10'],
    [
      'a holiday on Monday: Friday evening starts on Tuesday',
      ist('2026-12-04T17:00'),
      1,
      { ...CALENDAR, holidays: ['2026-12-07'] },
      '2026-12-09',
    ],
    ['Christmas on a Friday is skipped', ist('2026-12-23T10:00'), 3, CALENDAR, '2026-12-29'],
    [
      'year end: New Year’s Eve after the cut-off, New Year’s Day off',
      ist('2026-12-31T17:00'),
      1,
      { ...CALENDAR, holidays: ['2027-01-01'] },
      '2027-01-05',
    ],
    ['year end: a working New Year’s Day', ist('2026-12-31T17:00'), 1, CALENDAR, '2027-01-04'],
    ['India’s new year comes before UTC’s', new Date('2026-12-31T18:30:00Z'), 0, CALENDAR, '2027-01-01'],
    // 10:45 UTC is 16:15 in India: after the cut-off, though UTC's clock reads before it.
    ['the cut-off is India time, not UTC', new Date('2026-11-30T10:45:00Z'), 1, CALENDAR, '2026-12-02'],
    // Sunday 19:00 UTC is Monday 00:30 in India: Monday's order, started on Monday.
    ['India’s Monday while UTC’s Sunday', new Date('2026-11-29T19:00:00Z'), 0, CALENDAR, '2026-11-30'],
    [
      'a Saturday shift counts',
      ist('2026-12-05T10:00'),
      1,
      { ...CALENDAR, days: [...CALENDAR.days, 'Saturday'] },
      '2026-12-07',
    ],
    [
      'a shop closing before the cut-off takes no orders for the day after closing',
      ist('2026-11-30T15:30'),
      0,
      { ...CALENDAR, closes: '15:00' },
      '2026-12-01',
    ],
  ] as const)('%s', (_, now, workingDays, calendar, expected) => {
    expect(dispatchDate(now, calendar, workingDays)).toBe(expected);
  });

  it('reads as customers read dates', () => {
    expect(formatDispatchDate('2026-12-02')).toBe('Wed, 2 Dec 2026');
    expect(formatDispatchDate('2027-01-05')).toBe('Tue, 5 Jan 2027');
    expect(weekdayOf('2026-12-25')).toBe('Friday');
  });
});

const DAY_MS = 86_400_000;
/** Any instant from 2026 to the end of 2028. */
const instant = fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2028-12-31T00:00:00Z') });
/** Some holidays in the same years, weekends included (a holiday may fall on one). */
const holidays = fc.uniqueArray(
  fc
    .integer({ min: 0, max: 3 * 366 })
    .map((n) => new Date(Date.parse('2026-01-01T00:00:00Z') + n * DAY_MS).toISOString().slice(0, 10)),
  { maxLength: 60 },
);
const calendar = holidays.map((days): WorkingCalendar => ({ ...CALENDAR, holidays: days }));
const workingDays = fc.integer({ min: 0, max: 20 });
const indiaDay = (at: number) => new Date(at + 330 * 60_000).toISOString().slice(0, 10);

describe('the dispatch date, for any order', () => {
  it('is a working day: never a weekend or a holiday', () => {
    fc.assert(
      fc.property(instant, calendar, workingDays, (now, shop, days) => {
        const day = dispatchDate(now, shop, days);
        expect(['Saturday', 'Sunday']).not.toContain(weekdayOf(day));
        expect(shop.holidays).not.toContain(day);
        expect(isWorkingDay(shop, day)).toBe(true);
      }),
    );
  });

  it('comes exactly the tier’s working days after the day the order starts, never before the order', () => {
    fc.assert(
      fc.property(instant, calendar, workingDays, (now, shop, days) => {
        const start = startDay(now, shop);
        const day = dispatchDate(now, shop, days);
        expect(start >= indiaDay(now)).toBe(true);
        let between = 0;
        for (let at = Date.parse(`${start}T00:00:00Z`) + DAY_MS; at <= Date.parse(`${day}T00:00:00Z`); at += DAY_MS)
          if (isWorkingDay(shop, new Date(at).toISOString().slice(0, 10))) between += 1;
        expect(between).toBe(days);
      }),
    );
  });

  it('express (fewer working days) is never later than standard', () => {
    fc.assert(
      fc.property(instant, calendar, workingDays, workingDays, (now, shop, a, b) => {
        const [express, standard] = a <= b ? [a, b] : [b, a];
        expect(dispatchDate(now, shop, express) <= dispatchDate(now, shop, standard)).toBe(true);
      }),
    );
  });

  it('a later order is never dispatched earlier', () => {
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: 0, max: 10 * DAY_MS }),
        calendar,
        workingDays,
        (now, later, shop, days) => {
          expect(dispatchDate(now, shop, days) <= dispatchDate(now + later, shop, days)).toBe(true);
        },
      ),
    );
  });
});
