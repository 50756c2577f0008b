import { dispatchDate, type WorkingCalendar } from '../dispatch/dispatch-date';
import {
  DEFAULT_DISPATCH,
  LEAD_TIME_TIERS,
  type DispatchSettings,
  type LeadTime,
  type LeadTimeTier,
  type PricedLeadTime,
} from '../schemas/lead-times';
import type { Pricing, ShopRates, TaxSplit } from '../schemas/pricing';
import type { Weekday } from '../weekdays';
import { toPaise } from '../money';
import { gstOn } from './price';

/** The shop's opening days and hours, as its settings hold them. */
export interface OpeningHours {
  days: readonly Weekday[];
  opens: string;
  closes: string;
}

/** The calendar dates are worked out on: the shop's hours with the pricing table's cut-off and holidays. */
export function workingCalendar(
  hours: OpeningHours,
  dispatch: Pick<DispatchSettings, 'cutOffTime' | 'holidays'> = DEFAULT_DISPATCH,
): WorkingCalendar {
  return {
    days: hours.days,
    opens: hours.opens,
    closes: hours.closes,
    cutOffTime: dispatch.cutOffTime,
    holidays: dispatch.holidays,
  };
}

/** The shop's tiers, standard first; a shop without rates yet offers the default tiers. */
export function tiersOf(pricing: Pick<Pricing, 'leadTimes'> | null): LeadTime[] {
  const tiers = pricing?.leadTimes ?? DEFAULT_DISPATCH.leadTimes;
  return LEAD_TIME_TIERS.flatMap((tier) => tiers.filter((row) => row.tier === tier));
}

/** The tier by name, if the shop offers it. */
export const tierOf = (pricing: Pick<Pricing, 'leadTimes'> | null, tier: LeadTimeTier) =>
  tiersOf(pricing).find((row) => row.tier === tier);

/**
 * A tier's figures on an estimate: the surcharge is a percentage of the goods (the subtotal: lines
 * and minimum-order top-up, before delivery and GST), rounded half up to the paisa; GST is worked
 * out again on goods + surcharge + delivery, as taxSplit does. 0 % gives the estimate's own figures.
 */
export function withSurcharge(
  pricing: Pick<ShopRates, 'gstPercent' | 'shopState'>,
  split: Pick<TaxSplit, 'subtotalPaise' | 'deliveryPaise'>,
  deliveryState: string | undefined,
  percent: number,
) {
  const surchargePaise = toPaise((split.subtotalPaise * percent) / 100);
  return {
    surchargePaise,
    ...gstOn(pricing, split.subtotalPaise + surchargePaise + split.deliveryPaise, deliveryState),
  };
}

/** Every tier the shop offers, dated for an order placed at `now` and priced on this estimate. */
export function pricedLeadTimes(
  pricing: Omit<ShopRates, 'shopGstin'>,
  split: Pick<TaxSplit, 'subtotalPaise' | 'deliveryPaise'>,
  deliveryState: string | undefined,
  calendar: WorkingCalendar,
  now: Date,
): PricedLeadTime[] {
  return tiersOf(pricing).map((tier) => ({
    tier: tier.tier,
    label: tier.label,
    surchargePercent: tier.surchargePercent,
    dispatchBy: dispatchDate(now, calendar, tier.workingDays),
    ...withSurcharge(pricing, split, deliveryState, tier.surchargePercent),
  }));
}
