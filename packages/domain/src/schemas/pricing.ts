import { z } from 'zod';
import { MATERIAL_MSG, MATERIAL_NAMES, THICKNESS_MM } from '../materials';
import { MSG, PaiseSchema, StateNameSchema } from './fields';
import { ADDRESS_MSG } from './address-messages';
import { PartItemSchema } from './cart';
import {
  CutOffTimeSchema,
  DEFAULT_DISPATCH,
  HolidaysSchema,
  LeadTimesSchema,
  PricedLeadTimeSchema,
  QuoteValidityDaysSchema,
} from './lead-times';

export const PRICING_MSG = {
  priceOnRequest: 'Price on request',
  saved: 'Prices saved',
  paiseWhole: MSG.paiseWhole,
  paiseNotNegative: MSG.paiseNotNegative,
  everyGrade: `Give a rate per kg for every grade: ${MATERIAL_NAMES.join(', ')}`,
  gradeTwice: 'Each grade once',
  bandsAscending: 'Thickness bands go up in order, each thicker than the one before',
  bandsCoverAll: `The last thickness band must reach ${THICKNESS_MM.max} mm`,
  breaksAscending: 'Quantity breaks go up in order, each for more pieces than the one before',
  sheetUse: 'Sheet use is a percentage from 1 to 100',
  gstPercent: 'GST rate is a percentage from 0 to 28',
  gstin: MSG.gstin,
  gstinState: 'The GSTIN’s state code does not match the shop’s state',
  hsn: 'HSN code is 4, 6 or 8 digits',
  tooManyRows: 'At most 20 rows',
  discountRange: 'Discounts are from 0 to 90%',
  bandThickness: MATERIAL_MSG.thicknessRange,
  breakQuantity: 'From 2 to 9999 pieces',
  enterNumber: 'Enter a number',
  completePart: 'Fill in every field to see the price.',
  gstAtCheckout: 'GST as for delivery within the shop’s state; another state pays IGST at the same rate instead.',
  notSaved: 'Customers see ‘Price on request’ until you save this table.',
  noBreaks: 'No quantity breaks: every quantity pays the full piece price.',
  sheetUseHint: 'Weight ÷ sheet use = plate charged',
  exampleIntro: 'What a customer pays for this part at the rates in the form, GST as within the shop’s state.',
  exampleIncomplete: 'Enter the rates for this grade and thickness to see the example.',
  shopTaxFromSettings: 'The shop’s state and GSTIN are kept in Shop settings.',
  noGstin: 'No GSTIN yet: add it in Shop settings once the shop is registered.',
  gstWithoutGstin: 'The shop has no GSTIN in Shop settings: GST can be charged only once it is registered.',
  loadFailed: 'Failed to load prices',
  saveFailed: 'Failed to save prices',
} as const;

/** Rows per list of the rate table. */
export const PRICING_MAX_ROWS = 20;
const Percent = (max: number, message: string) => z.number({ error: message }).min(0, message).max(max, message);

/** The shop's rate table. The state and GSTIN that GST is charged under are the shop settings'. */
export const PricingSchema = z.object({
  materials: z
    .array(z.object({ material: z.enum(MATERIAL_NAMES as [string, ...string[]]), paisePerKg: PaiseSchema }))
    .max(PRICING_MAX_ROWS, PRICING_MSG.tooManyRows)
    .refine((rows) => new Set(rows.map((row) => row.material)).size === rows.length, PRICING_MSG.gradeTwice)
    .refine(
      (rows) => MATERIAL_NAMES.every((name) => rows.some((row) => row.material === name)),
      PRICING_MSG.everyGrade,
    ),
  cutting: z
    .array(
      z.object({
        upToThicknessMm: z
          .number({ error: PRICING_MSG.bandThickness })
          .min(THICKNESS_MM.min, PRICING_MSG.bandThickness)
          .max(THICKNESS_MM.max, PRICING_MSG.bandThickness),
        paisePerMetre: PaiseSchema,
        paisePerPierce: PaiseSchema,
      }),
    )
    .min(1, PRICING_MSG.bandsCoverAll)
    .max(PRICING_MAX_ROWS, PRICING_MSG.tooManyRows)
    .refine(
      (rows) => rows.every((row, i) => i === 0 || row.upToThicknessMm > rows[i - 1].upToThicknessMm),
      PRICING_MSG.bandsAscending,
    )
    // zod runs refinements after a failed min(1) too: an empty list is already refused above.
    .refine((rows) => rows.length === 0 || rows.at(-1)!.upToThicknessMm >= THICKNESS_MM.max, PRICING_MSG.bandsCoverAll),
  sheetUsePercent: z
    .number({ error: PRICING_MSG.sheetUse })
    .min(1, PRICING_MSG.sheetUse)
    .max(100, PRICING_MSG.sheetUse),
  minimumOrderPaise: PaiseSchema,
  quantityBreaks: z
    .array(
      z.object({
        minQuantity: z.number().int().min(2).max(9999),
        discountPercent: Percent(90, PRICING_MSG.discountRange),
      }),
    )
    .max(PRICING_MAX_ROWS, PRICING_MSG.tooManyRows)
    .refine(
      (rows) => rows.every((row, i) => i === 0 || row.minQuantity > rows[i - 1].minQuantity),
      PRICING_MSG.breaksAscending,
    ),
  gstPercent: Percent(28, PRICING_MSG.gstPercent),
  hsnCode: z
    .string()
    .trim()
    .regex(/^(\d{4}|\d{6}|\d{8})$/, PRICING_MSG.hsn),
  // Dispatch (issue 26): optional in a request, so a table saved without them gets the defaults.
  leadTimes: LeadTimesSchema.default(() => structuredClone(DEFAULT_DISPATCH.leadTimes)),
  /** Orders before this time (India) on a working day start that day; it lies within the opening hours. */
  cutOffTime: CutOffTimeSchema.default(DEFAULT_DISPATCH.cutOffTime),
  /** Days the shop does not work, YYYY-MM-DD. */
  holidays: HolidaysSchema.default(() => [...DEFAULT_DISPATCH.holidays]),
  quoteValidityDays: QuoteValidityDaysSchema.default(DEFAULT_DISPATCH.quoteValidityDays),
});
export type Pricing = z.infer<typeof PricingSchema>;

/** The rates as estimates, quotations and invoices use them: the table and the shop's tax registration (its settings'). */
export type ShopRates = Pricing & { shopState: string; shopGstin: string | null };

/** A table as stored: one saved before issue 26 has no dispatch settings and reads with the defaults. */
export const withDispatchDefaults = (
  stored: Omit<Pricing, keyof typeof DEFAULT_DISPATCH> & Partial<Pricing>,
): Pricing => ({
  ...structuredClone(DEFAULT_DISPATCH),
  ...stored,
});

export const PricingReplySchema = z.object({ pricing: PricingSchema.nullable() });

/**
 * POST /quote: cart items as mergeGuestCart takes them, or parts of the customer's drawings, and
 * where they go: the pincode (optional) for the delivery charge and, with the state, for GST (a
 * pincode's own state decides it; see placeOfSupply).
 */
export const QuoteBodySchema = z.object({
  items: z.array(PartItemSchema).min(1).max(200),
  state: StateNameSchema(ADDRESS_MSG.stateUnknown, { blank: true }).optional(),
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, ADDRESS_MSG.postalDigits)
    .optional(),
});

export const QuoteLineSchema = z.object({
  weightKg: z.number(),
  cutLengthMm: z.number(),
  pierces: z.number(),
  unitPaise: z.number(),
  linePaise: z.number(),
  discountPercent: z.number(),
});
export type QuoteLine = z.infer<typeof QuoteLineSchema>;

export const TaxSplitSchema = z.object({
  /** The goods: the lines and the minimum order's top-up (delivery not included). */
  subtotalPaise: z.number(),
  /** What the minimum order value added to the lines. */
  minimumTopUpPaise: z.number(),
  /** The delivery charge; GST is on subtotal + delivery, at the goods' rate. */
  deliveryPaise: z.number(),
  cgstPaise: z.number(),
  sgstPaise: z.number(),
  igstPaise: z.number(),
  totalPaise: z.number(),
});
export type TaxSplit = z.infer<typeof TaxSplitSchema>;

/** What delivery to a pincode costs, or why the shop refuses or quotes it (delivery/charge.ts). */
export const DeliveryOutcomeSchema = z.object({
  kind: z.enum(['free', 'charged', 'quoted', 'refused']),
  paise: z.number(),
  reason: z.string(),
});
export type DeliveryOutcome = z.infer<typeof DeliveryOutcomeSchema>;

const PricedQuoteSchema = TaxSplitSchema.extend({
  priced: z.literal(true),
  items: z.array(QuoteLineSchema),
  gstPercent: z.number(),
  /** Both absent without a pincode: the goods alone, as the quote always answered. */
  delivery: DeliveryOutcomeSchema.optional(),
  deliveryPaise: z.number().optional(),
  /** Each dispatch tier: its date and the total with its surcharge. */
  leadTimes: z.array(PricedLeadTimeSchema),
});
export type QuoteReply = { priced: false } | z.infer<typeof PricedQuoteSchema>;

/**
 * The answer of POST /quote as one object whose figures are there when `priced` is true: a
 * union would make the serialiser try each branch on every answer.
 */
export const QuoteReplySchema = PricedQuoteSchema.partial().extend({ priced: z.boolean() });
