import { z } from 'zod';

/**
 * How fast the shop dispatches and when it works (issue 26), kept with the rates in the pricing
 * table: the tiers a customer chooses from, the day's cut-off for orders, holidays, and how long a
 * quotation holds. A table saved before these existed reads with DEFAULT_DISPATCH.
 */
export const LEAD_TIME_TIERS = ['standard', 'express'] as const;
export type LeadTimeTier = (typeof LEAD_TIME_TIERS)[number];

/** What the shop's pages call each tier when its label is not at hand (order pages, the admin's lists). */
export const TIER_NAMES: Record<LeadTimeTier, string> = { standard: 'Standard', express: 'Express' };

export const LEAD_TIME_LIMITS = { maxWorkingDays: 60, maxSurchargePercent: 200, maxHolidays: 100, maxValidityDays: 90 };

export const LEAD_TIME_MSG = {
  tier: 'A dispatch tier is standard or express',
  label: 'A tier’s label is 2 to 40 characters',
  workingDays: `Working days are whole days from 0 to ${LEAD_TIME_LIMITS.maxWorkingDays}`,
  surcharge: `The surcharge is a percentage from 0 to ${LEAD_TIME_LIMITS.maxSurchargePercent}`,
  tierTwice: 'Each dispatch tier appears once',
  standardMissing: 'Keep the standard dispatch tier',
  expressSlower: 'Express cannot take more working days than standard',
  cutOff: 'The cut-off time is HH:MM',
  cutOffOutsideHours: (opens: string, closes: string) =>
    `The cut-off time must be within the opening hours (${opens} to ${closes})`,
  holiday: 'A holiday is a date written YYYY-MM-DD',
  holidayTwice: 'Each holiday appears once',
  tooManyHolidays: `At most ${LEAD_TIME_LIMITS.maxHolidays} holidays`,
  notOffered: 'The shop no longer offers this dispatch option. Please choose another.',
  /** The surcharge as its own line of an invoice or estimate. */
  surchargeLine: (label: string, percent: number) => `${label} dispatch (${percent}%)`,
  validity: `A quotation is valid for 1 to ${LEAD_TIME_LIMITS.maxValidityDays} days`,
} as const;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A real calendar date, written YYYY-MM-DD ('2026-02-30' is not one). */
export const isIsoDate = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) &&
  !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
  new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

export const LeadTimeSchema = z.object({
  tier: z.enum(LEAD_TIME_TIERS, { error: LEAD_TIME_MSG.tier }),
  label: z.string({ error: LEAD_TIME_MSG.label }).trim().min(2, LEAD_TIME_MSG.label).max(40, LEAD_TIME_MSG.label),
  workingDays: z
    .number({ error: LEAD_TIME_MSG.workingDays })
    .int(LEAD_TIME_MSG.workingDays)
    .min(0, LEAD_TIME_MSG.workingDays)
    .max(LEAD_TIME_LIMITS.maxWorkingDays, LEAD_TIME_MSG.workingDays),
  surchargePercent: z
    .number({ error: LEAD_TIME_MSG.surcharge })
    .min(0, LEAD_TIME_MSG.surcharge)
    .max(LEAD_TIME_LIMITS.maxSurchargePercent, LEAD_TIME_MSG.surcharge),
});
export type LeadTime = z.infer<typeof LeadTimeSchema>;

const workingDaysOf = (rows: LeadTime[], tier: LeadTimeTier) => rows.find((row) => row.tier === tier)?.workingDays;

export const LeadTimesSchema = z
  .array(LeadTimeSchema)
  .max(LEAD_TIME_TIERS.length, LEAD_TIME_MSG.tierTwice)
  .refine((rows) => new Set(rows.map((row) => row.tier)).size === rows.length, LEAD_TIME_MSG.tierTwice)
  .refine((rows) => rows.some((row) => row.tier === 'standard'), LEAD_TIME_MSG.standardMissing)
  .refine(
    (rows) => (workingDaysOf(rows, 'express') ?? 0) <= (workingDaysOf(rows, 'standard') ?? Infinity),
    LEAD_TIME_MSG.expressSlower,
  );

export const CutOffTimeSchema = z.string({ error: LEAD_TIME_MSG.cutOff }).regex(HH_MM, LEAD_TIME_MSG.cutOff);

export const HolidaysSchema = z
  .array(z.string({ error: LEAD_TIME_MSG.holiday }).refine(isIsoDate, LEAD_TIME_MSG.holiday))
  .max(LEAD_TIME_LIMITS.maxHolidays, LEAD_TIME_MSG.tooManyHolidays)
  .refine((days) => new Set(days).size === days.length, LEAD_TIME_MSG.holidayTwice);

export const QuoteValidityDaysSchema = z
  .number({ error: LEAD_TIME_MSG.validity })
  .int(LEAD_TIME_MSG.validity)
  .min(1, LEAD_TIME_MSG.validity)
  .max(LEAD_TIME_LIMITS.maxValidityDays, LEAD_TIME_MSG.validity);

/** What a pricing table saved without the dispatch settings works with. */
export const DEFAULT_DISPATCH = {
  leadTimes: [
    { tier: 'standard', label: 'Standard', workingDays: 3, surchargePercent: 0 },
    { tier: 'express', label: 'Express', workingDays: 1, surchargePercent: 35 },
  ] as LeadTime[],
  cutOffTime: '16:00',
  holidays: [] as string[],
  quoteValidityDays: 15,
};
export type DispatchSettings = typeof DEFAULT_DISPATCH;

/**
 * Why the cut-off does not suit the shop's opening hours, or null: it must fall after opening and
 * no later than closing (shop settings hold the hours, the pricing table the cut-off).
 */
export function cutOffProblem(cutOffTime: string, hours: { opens: string; closes: string }): string | null {
  return cutOffTime > hours.opens && cutOffTime <= hours.closes
    ? null
    : LEAD_TIME_MSG.cutOffOutsideHours(hours.opens, hours.closes);
}

/** An answer's choice of tier: the order's, or standard when the request names none. */
export const LeadTimeChoiceSchema = z.enum(LEAD_TIME_TIERS, { error: LEAD_TIME_MSG.tier });

/**
 * One tier as POST /quote prices it: its date ('YYYY-MM-DD', India) and its figures. The surcharge
 * is on the goods (subtotal) and taxed with them, so GST and the total are the tier's own.
 */
export const PricedLeadTimeSchema = z.object({
  tier: z.enum(LEAD_TIME_TIERS),
  label: z.string(),
  surchargePercent: z.number(),
  dispatchBy: z.string(),
  surchargePaise: z.number(),
  cgstPaise: z.number(),
  sgstPaise: z.number(),
  igstPaise: z.number(),
  totalPaise: z.number(),
});
export type PricedLeadTime = z.infer<typeof PricedLeadTimeSchema>;
