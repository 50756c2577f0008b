import { describe, expect, it } from 'vitest';
import { aShopRates } from '../testing/pricing';
import { DEFAULT_SHOP } from '../schemas/shop';
import { pricedLeadTimes, tiersOf, withSurcharge, workingCalendar } from './lead-times';
import { taxSplit } from './price';

const pricing = aShopRates();
/** The rectangle of the factories, 4 pieces: 73,316 paise of goods (price.test.ts). */
const goods = taxSplit(pricing, 73_316, 'Tamil Nadu');

describe('a dispatch tier’s figures', () => {
  it('standard (0 %) is the estimate itself', () => {
    expect(withSurcharge(pricing, goods, 'Tamil Nadu', 0)).toEqual({
      surchargePaise: 0,
      cgstPaise: goods.cgstPaise,
      sgstPaise: goods.sgstPaise,
      igstPaise: 0,
      totalPaise: goods.totalPaise,
    });
  });

  it('express: 35 % of the goods, taxed with them (by hand)', () => {
    // 73,316 × 35 % = 25,660.6 → 25,661; taxable 98,977; 9 % = 8,907.93 → 8,908 each.
    expect(withSurcharge(pricing, goods, 'Tamil Nadu', 35)).toEqual({
      surchargePaise: 25_661,
      cgstPaise: 8_908,
      sgstPaise: 8_908,
      igstPaise: 0,
      totalPaise: 116_793,
    });
    // Another state: IGST 18 % of 98,977 = 17,815.86 → 17,816.
    const kerala = taxSplit(pricing, 73_316, 'Kerala');
    expect(withSurcharge(pricing, kerala, 'Kerala', 35)).toMatchObject({ igstPaise: 17_816, totalPaise: 116_793 });
  });

  it('is on the goods with the minimum top-up, not on delivery', () => {
    // 30,000 of lines topped up to 50,000; 25,000 delivery; 10 % of 50,000 = 5,000.
    const small = taxSplit(pricing, 30_000, 'Tamil Nadu', 25_000);
    expect(withSurcharge(pricing, small, 'Tamil Nadu', 10)).toMatchObject({
      surchargePaise: 5_000,
      totalPaise: Math.round(80_000 * 1.18),
    });
  });
});

describe('the tiers a quote offers', () => {
  it('come standard first, each dated and priced', () => {
    const reversed = aShopRates({ leadTimes: [...pricing.leadTimes].reverse() });
    const calendar = workingCalendar(DEFAULT_SHOP.openingHours, reversed);
    const mondayMorning = new Date('2026-11-30T04:30:00Z');
    expect(pricedLeadTimes(reversed, goods, 'Tamil Nadu', calendar, mondayMorning)).toEqual([
      expect.objectContaining({ tier: 'standard', label: 'Standard', dispatchBy: '2026-12-03', totalPaise: 86_512 }),
      expect.objectContaining({ tier: 'express', surchargePercent: 35, dispatchBy: '2026-12-01', totalPaise: 116_793 }),
    ]);
  });

  it('a shop without rates offers the default tiers', () => {
    expect(tiersOf(null).map((tier) => tier.tier)).toEqual(['standard', 'express']);
    expect(tiersOf(aShopRates({ leadTimes: [pricing.leadTimes[0]] })).map((tier) => tier.tier)).toEqual(['standard']);
  });
});
