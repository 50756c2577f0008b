import { describe, expect, it } from 'vitest';
import { formatChatTimeIst, formatDateIst, formatDateTimeIst, formatDayIst, todayIst } from './dates';

describe('India-time dates (SPEC section 9)', () => {
  it('shows the date in India, not in UTC', () => {
    // 20:00 UTC on 31 May is 01:30 on 1 June in India (UTC+5:30).
    expect(formatDateIst('2025-05-31T20:00:00.000Z')).toBe('1 June 2025');
    expect(formatDateIst('2025-05-31T18:29:59.000Z')).toBe('31 May 2025');
  });

  it('adds the India time of day when asked', () => {
    expect(formatDateTimeIst('2025-06-14T09:35:00.000Z')).toMatch(/^14 June 2025(,| at) 3:05\spm$/i);
  });

  it('writes chat times in en-GB with a 12-hour clock, in India time', () => {
    expect(formatChatTimeIst('2025-06-14T09:35:00.000Z')).toMatch(/^14 June 2025(,| at) 3:05\spm$/i);
    // 19:00 UTC is half past midnight the next day in India.
    expect(formatChatTimeIst('2025-06-14T19:00:00.000Z')).toMatch(/^15 June 2025(,| at) 12:30\sam$/i);
    expect(formatChatTimeIst(null)).toBe('');
  });

  it('gives nothing for a missing or unreadable date', () => {
    expect(formatDateIst(null)).toBe('');
    expect(formatDateIst(undefined)).toBe('');
    expect(formatDateIst('not a date')).toBe('');
    expect(formatDateTimeIst('')).toBe('');
  });

  it("gives today's India date, which starts 5.5 hours before UTC's", () => {
    expect(todayIst(new Date('2025-05-31T18:29:59.000Z'))).toBe('2025-05-31');
    expect(todayIst(new Date('2025-05-31T18:30:00.000Z'))).toBe('2025-06-01');
  });

  it('shows a calendar day as it is, whatever the time zone', () => {
    expect(formatDayIst('2025-06-01')).toBe('1 June 2025');
    expect(formatDayIst('1 June')).toBe('');
    expect(formatDayIst(null)).toBe('');
  });
});
