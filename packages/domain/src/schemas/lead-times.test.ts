import { describe, expect, it } from 'vitest';
import { aPricing } from '../testing/pricing';
import { cutOffProblem, DEFAULT_DISPATCH, isIsoDate, LEAD_TIME_MSG } from './lead-times';
import { PricingSchema, withDispatchDefaults } from './pricing';

const [standard, express] = DEFAULT_DISPATCH.leadTimes;
/** The messages PricingSchema gives a table with these dispatch settings. */
const problems = (overrides: Record<string, unknown>) => {
  const parsed = PricingSchema.safeParse({ ...aPricing(), ...overrides });
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('the dispatch settings of the pricing table', () => {
  it('are optional: a table without them gets the defaults', () => {
    const { leadTimes: _l, cutOffTime: _c, holidays: _h, quoteValidityDays: _q, ...older } = aPricing();
    expect(PricingSchema.parse(older)).toEqual(aPricing());
    expect(withDispatchDefaults(older)).toEqual(aPricing());
    // Each reader gets its own copy of the defaults.
    expect(PricingSchema.parse(older).leadTimes).not.toBe(PricingSchema.parse(older).leadTimes);
  });

  it.each([
    ['negative days', { leadTimes: [{ ...standard, workingDays: -1 }] }, LEAD_TIME_MSG.workingDays],
    ['part days', { leadTimes: [{ ...standard, workingDays: 1.5 }] }, LEAD_TIME_MSG.workingDays],
    [
      'a surcharge over 200 %',
      { leadTimes: [standard, { ...express, surchargePercent: 201 }] },
      LEAD_TIME_MSG.surcharge,
    ],
    ['a negative surcharge', { leadTimes: [standard, { ...express, surchargePercent: -5 }] }, LEAD_TIME_MSG.surcharge],
    ['a tier twice', { leadTimes: [standard, standard] }, LEAD_TIME_MSG.tierTwice],
    ['no standard tier', { leadTimes: [express] }, LEAD_TIME_MSG.standardMissing],
    ['an unknown tier', { leadTimes: [standard, { ...express, tier: 'overnight' }] }, LEAD_TIME_MSG.tier],
    [
      'express slower than standard',
      { leadTimes: [standard, { ...express, workingDays: 4 }] },
      LEAD_TIME_MSG.expressSlower,
    ],
    ['an empty label', { leadTimes: [{ ...standard, label: ' ' }] }, LEAD_TIME_MSG.label],
    ['a cut-off that is no time', { cutOffTime: '4 pm' }, LEAD_TIME_MSG.cutOff],
    ['a holiday that is not a date', { holidays: ['25/12/2026'] }, LEAD_TIME_MSG.holiday],
    ['a holiday that does not exist', { holidays: ['2026-02-30'] }, LEAD_TIME_MSG.holiday],
    ['a holiday twice', { holidays: ['2026-12-25', '2026-12-25'] }, LEAD_TIME_MSG.holidayTwice],
    ['no validity', { quoteValidityDays: 0 }, LEAD_TIME_MSG.validity],
  ])('refuse %s', (_, overrides, message) => {
    expect(problems(overrides)).toContain(message);
  });

  it('take a shop with only the standard tier, and holidays', () => {
    expect(problems({ leadTimes: [standard], holidays: ['2026-12-25', '2027-01-26'] })).toEqual([]);
  });

  it('keep the cut-off within the opening hours', () => {
    const hours = { opens: '09:00', closes: '18:00' };
    expect(cutOffProblem('16:00', hours)).toBeNull();
    expect(cutOffProblem('18:00', hours)).toBeNull();
    expect(cutOffProblem('09:00', hours)).toBe(LEAD_TIME_MSG.cutOffOutsideHours('09:00', '18:00'));
    expect(cutOffProblem('19:30', hours)).toBe('The cut-off time must be within the opening hours (09:00 to 18:00)');
  });

  it('read dates strictly', () => {
    expect(['2026-12-25', '2028-02-29'].map(isIsoDate)).toEqual([true, true]);
    expect(['2027-02-29', '2026-13-01', '2026-1-5', ''].map(isIsoDate)).toEqual([false, false, false, false]);
  });
});
