import { describe, expect, it } from 'vitest';
import { dispatchMark } from './dispatch-mark';

/** An India time as the UTC instant it is (IST = UTC+05:30). */
const ist = (dayAndTime: string) => new Date(`${dayAndTime}:00+05:30`);

describe('an order marked due today or late, by India date', () => {
  it.each([
    ['due on the day', 'In-Progress', '2026-12-02', ist('2026-12-02T10:00'), 'due-today'],
    [
      'due from India midnight (18:30 UTC the day before)',
      'Pending',
      '2026-12-02',
      ist('2026-12-02T00:00'),
      'due-today',
    ],
    ['not yet due a minute before India midnight', 'Pending', '2026-12-02', ist('2026-12-01T23:59'), null],
    ['late the day after', 'In-Progress', '2026-12-02', ist('2026-12-03T00:00'), 'late'],
    ['late weeks after', 'Pending', '2026-11-02', ist('2026-12-03T15:00'), 'late'],
    ['dispatched on time or late: no mark', 'Dispatched', '2026-12-02', ist('2026-12-05T10:00'), null],
    ['delivered: no mark', 'Delivered', '2026-12-02', ist('2026-12-05T10:00'), null],
    ['cancelled: no mark', 'Cancelled', '2026-12-02', ist('2026-12-02T10:00'), null],
    ['placed before dispatch dates: no mark', 'Pending', null, ist('2026-12-02T10:00'), null],
    ['a later date: no mark', 'Pending', '2026-12-04', ist('2026-12-02T10:00'), null],
  ] as const)('%s', (_, status, dispatchBy, now, mark) => {
    expect(dispatchMark({ status, dispatch_by: dispatchBy }, now)).toBe(mark);
  });
});
