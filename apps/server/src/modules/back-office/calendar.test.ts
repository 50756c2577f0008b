import { describe, expect, it } from 'vitest';
import { businessDaysBefore, istDate, weekStarts } from './calendar';

describe('the back office calendar (India time)', () => {
  it('starts weeks on Monday midnight in India', () => {
    // Sunday 22 Nov 2026, 20:00 UTC is Monday 23 Nov 01:30 in India.
    const weeks = weekStarts(new Date('2026-11-22T20:00:00Z'), 3);
    expect(weeks.map((w) => w.toISOString())).toEqual([
      '2026-11-08T18:30:00.000Z',
      '2026-11-15T18:30:00.000Z',
      '2026-11-22T18:30:00.000Z',
    ]);
    expect(weeks.map(istDate)).toEqual(['2026-11-09', '2026-11-16', '2026-11-23']);
  });

  it('keeps Sunday evening in India in the week that began on Monday', () => {
    const [week] = weekStarts(new Date('2026-11-22T12:00:00Z'), 1);
    expect(istDate(week)).toBe('2026-11-16');
  });

  it('counts back working days, skipping the weekend', () => {
    // Wednesday 25 Nov 2026, 10:00 IST: five working days back is Wednesday 18 Nov.
    expect(businessDaysBefore(new Date('2026-11-25T04:30:00Z'), 5).toISOString()).toBe('2026-11-18T04:30:00.000Z');
    // Monday 23 Nov: back over one weekend to Monday 16 Nov.
    expect(businessDaysBefore(new Date('2026-11-23T04:30:00Z'), 5).toISOString()).toBe('2026-11-16T04:30:00.000Z');
    // Tuesday 24 Nov: Mon, Fri, Thu, Wed, Tue 17 Nov.
    expect(businessDaysBefore(new Date('2026-11-24T04:30:00Z'), 5).toISOString()).toBe('2026-11-17T04:30:00.000Z');
  });
});
