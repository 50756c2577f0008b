import { z } from 'zod';
import { BUSINESS } from '../business';
import { STATE_NAMES } from '../india';
import { MATERIAL_NAMES, THICKNESS_MM } from '../materials';
import { DEFAULT_NUMBER_PREFIXES, NUMBER_PREFIX, type NumberPrefixes } from '../number-prefixes';
import { isKnownPincode } from '../pincodes';
import { HIDDEN } from '../unicode-text';
import { WEEKDAYS } from '../weekdays';
import { statePincodeProblem } from './address';
import { EmailSchema, GstinSchema, noHiddenCharacters, PaiseSchema } from './fields';
import { CourierSchema, DEFAULT_COURIERS, TRACKING_MSG } from './tracking';
import { BooksSchema, DEFAULT_BOOKS, type Books } from './returns';
import { DEFAULT_NESTING, NESTING_MSG, NestingSettingsSchema } from './nesting';
import { DEFAULT_PART_LIMITS, type PartLimits } from '../shapes/limits';

/** What the owner may set the part limits to: a part of a millimetre or the size of a ship's plate is a typing slip. */
export const PART_LIMIT_RANGE = { minMm: { min: 1, max: 500 }, sheetMm: { min: 100, max: 12_000 } } as const;

/**
 * The owner's settings (GET/PUT /api/admin/shop): who the shop is, what it stocks, where it
 * delivers and what delivery costs. Kept in the database; every page, mail, QR, invoice and job
 * sheet reads them. Until the owner saves them, DEFAULT_SHOP keeps today's behaviour.
 */
export const SHOP_MSG = {
  saved: 'Shop settings saved',
  saveFailed: 'Failed to save the shop settings',
  tradingName: 'Enter the name customers know the shop by (2 to 60 characters)',
  legalName: 'Enter the legal name on invoices (2 to 120 characters)',
  street: 'Enter the street address (5 to 120 characters)',
  city: 'Enter the city (2 to 60 characters)',
  state: 'Choose the state',
  postalCode: 'Pincode must be exactly 6 digits',
  pincodeUnknown: 'India Post lists no such pincode: check it',
  pincodeNotOnMap: 'Distances cannot be measured from this pincode: give the pincode of your nearest head post office',
  phones: 'Give one to three phone numbers',
  phone: 'A phone number is 10 to 13 digits, optionally starting with +',
  upiId: 'A UPI ID looks like name@bank (letters, digits, dots, dashes or underscores before the @)',
  payeeName: 'Enter the payee name shown in UPI apps (2 to 60 characters)',
  hours: 'Opening hours are HH:MM, opening before closing',
  days: 'Choose at least one opening day',
  stockGradeTwice: 'Each grade appears once in the stock list',
  stockThickness: `Stocked thicknesses are ${THICKNESS_MM.min} to ${THICKNESS_MM.max} mm in steps of ${THICKNESS_MM.step} mm`,
  stockEmpty: 'List at least one thickness for each stocked grade',
  finishName: 'A finish name is 2 to 40 characters',
  finishTwice: 'Each finish appears once',
  millFinish: 'Mill Finish is always offered, with no adder',
  radius: 'The service radius is 1 to 2000 km',
  numberPrefix: 'A number prefix is 1 to 4 capital letters or digits, a letter first',
  partMin: `The smallest part is ${PART_LIMIT_RANGE.minMm.min} to ${PART_LIMIT_RANGE.minMm.max} mm`,
  sheetSide: `A side of the largest sheet is ${PART_LIMIT_RANGE.sheetMm.min} to ${PART_LIMIT_RANGE.sheetMm.max} mm`,
  sheetSides: 'The long side of the sheet is at least its short side',
  partMinOnSheet: 'The smallest part must fit on the largest sheet',
} as const;

export { WEEKDAYS };
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A text of the settings: trimmed, of a length, and by the rule names follow (nothing hidden, no line break). */
const Text = (label: string, min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(min, message)
    .max(max, message)
    .refine((text) => !HIDDEN.test(text), noHiddenCharacters(label));
/** A pincode India Post lists. */
const SIX_DIGITS = /^\d{6}$/;
const Pincode = z
  .string({ error: SHOP_MSG.postalCode })
  .regex(SIX_DIGITS, SHOP_MSG.postalCode)
  .refine((pincode) => !SIX_DIGITS.test(pincode) || isKnownPincode(pincode), SHOP_MSG.pincodeUnknown);
const NumberPrefix = z
  .string({ error: SHOP_MSG.numberPrefix })
  .trim()
  .toUpperCase()
  .regex(NUMBER_PREFIX, SHOP_MSG.numberPrefix);

/** Whole tenths of a millimetre from 1 to 30 (THICKNESS_MM). */
const StockedThickness = z
  .number({ error: SHOP_MSG.stockThickness })
  .min(THICKNESS_MM.min, SHOP_MSG.stockThickness)
  .max(THICKNESS_MM.max, SHOP_MSG.stockThickness)
  .refine((mm) => Math.abs(mm * 10 - Math.round(mm * 10)) < 1e-9, SHOP_MSG.stockThickness);

export const DeliveryChargeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('flat'), paise: PaiseSchema }),
  z.object({ kind: z.literal('perKg'), paisePerKg: PaiseSchema }),
]);

const Millimetres = (range: { min: number; max: number }, message: string) =>
  z.number({ error: message }).min(range.min, message).max(range.max, message);

export const PartLimitsSchema = z
  .object({
    minMm: Millimetres(PART_LIMIT_RANGE.minMm, SHOP_MSG.partMin),
    sheet: z.object({
      short: Millimetres(PART_LIMIT_RANGE.sheetMm, SHOP_MSG.sheetSide),
      long: Millimetres(PART_LIMIT_RANGE.sheetMm, SHOP_MSG.sheetSide),
    }),
  })
  .refine((limits) => limits.sheet.short <= limits.sheet.long, {
    message: SHOP_MSG.sheetSides,
    path: ['sheet', 'long'],
  })
  .refine((limits) => limits.minMm <= limits.sheet.short, { message: SHOP_MSG.partMinOnSheet, path: ['minMm'] });

export const ShopSettingsSchema = z
  .object({
    /** The name on every page and title ('{title} - {tradingName}'). */
    tradingName: Text('The trading name', 2, 60, SHOP_MSG.tradingName),
    /** The name on invoices. */
    legalName: Text('The legal name', 2, 120, SHOP_MSG.legalName),
    /** The state is the pincode's (it decides whether GST is CGST + SGST or IGST). */
    address: z
      .object({
        street: Text('The street address', 5, 120, SHOP_MSG.street),
        city: Text('The city', 2, 60, SHOP_MSG.city),
        state: z.enum(STATE_NAMES, { error: SHOP_MSG.state }),
        postalCode: Pincode,
      })
      .check((ctx) => {
        const message = statePincodeProblem(ctx.value.state, ctx.value.postalCode);
        if (message)
          ctx.issues.push({ code: 'custom', input: ctx.value.state, path: ['state'], message, continue: true });
      }),
    phones: z
      .array(
        z
          .string({ error: SHOP_MSG.phone })
          .trim()
          .regex(/^\+?[\d ]{10,16}$/, SHOP_MSG.phone),
      )
      .min(1, SHOP_MSG.phones)
      .max(3, SHOP_MSG.phones),
    /** Where orders are mailed to the shop, and the address customers write to. */
    email: EmailSchema,
    /** The UPI payee address (VPA) every QR code and UPI link pays. */
    upiId: z
      .string({ error: SHOP_MSG.upiId })
      .trim()
      .regex(/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/, SHOP_MSG.upiId),
    payeeName: Text('The payee name', 2, 60, SHOP_MSG.payeeName),
    /** On tax invoices; null until the shop is registered (the pricing table's shopGstin moved here). */
    gstin: GstinSchema.nullable(),
    openingHours: z
      .object({
        days: z.array(z.enum(WEEKDAYS)).min(1, SHOP_MSG.days),
        opens: z.string().regex(HH_MM, SHOP_MSG.hours),
        closes: z.string().regex(HH_MM, SHOP_MSG.hours),
      })
      .refine((hours) => hours.opens < hours.closes, { message: SHOP_MSG.hours, path: ['closes'] }),
    // ---- Books (issue 35, month end): the Tally ledgers the month's vouchers post to ----
    /** Absent on settings saved before they existed: DEFAULT_BOOKS (booksOf). */
    books: BooksSchema.optional(),
    /** The thicknesses stocked per grade; null: every thickness from 1 to 30 mm, as before. */
    stock: z
      .array(
        z.object({
          material: z.enum(MATERIAL_NAMES as [string, ...string[]]),
          thicknessesMm: z.array(StockedThickness).min(1, SHOP_MSG.stockEmpty).max(300),
        }),
      )
      .refine((rows) => new Set(rows.map((row) => row.material)).size === rows.length, SHOP_MSG.stockGradeTwice)
      .nullable(),
    /** The finishes offered and their price adder per m² of plate; Mill Finish is always first, at 0. */
    finishes: z
      .array(z.object({ name: Text('A finish name', 2, 40, SHOP_MSG.finishName), adderPaisePerM2: PaiseSchema }))
      .min(1, SHOP_MSG.millFinish)
      .max(10)
      .refine((rows) => rows[0]?.name === 'Mill Finish' && rows[0].adderPaisePerM2 === 0, SHOP_MSG.millFinish)
      .refine((rows) => new Set(rows.map((row) => row.name.toLowerCase())).size === rows.length, SHOP_MSG.finishTwice),
    delivery: z.object({
      /** The workshop's pincode: the centre of the service radius. */
      pincode: Pincode,
      radiusKm: z.number({ error: SHOP_MSG.radius }).min(1, SHOP_MSG.radius).max(2000, SHOP_MSG.radius),
      charge: DeliveryChargeSchema,
      /** Delivery is free from this order value (goods before GST) up; null: never free. */
      freeAbovePaise: PaiseSchema.nullable(),
      /** Outside the radius, or a pincode the data set does not know. */
      outside: z.enum(['refuse', 'quote']),
    }),
    /** The couriers the admin picks from when an order is dispatched; absent: DEFAULT_COURIERS. */
    couriers: z
      .array(CourierSchema)
      .max(30)
      .refine(
        (rows) => new Set(rows.map((row) => row.name.toLowerCase())).size === rows.length,
        TRACKING_MSG.courierTwice,
      )
      .optional(),
    /** What leads the numbers of new orders, quotations and tax invoices; absent: DEFAULT_NUMBER_PREFIXES. */
    numberPrefixes: z.object({ order: NumberPrefix, quotation: NumberPrefix, invoice: NumberPrefix }).optional(),
    /** Sheets, gap and margin for nesting (issue 33); absent: DEFAULT_NESTING (nestingOf). */
    nesting: NestingSettingsSchema.optional(),
    /** The smallest part the shop cuts and its largest sheet; absent: DEFAULT_PART_LIMITS (15 mm, 1500 × 3000 mm). */
    partLimits: PartLimitsSchema.optional(),
  })
  .check((ctx) => {
    const finishes = new Set(ctx.value.finishes.map((finish) => finish.name.toLowerCase()));
    ctx.value.nesting?.directionalFinishes.forEach((name, i) => {
      if (finishes.has(name.toLowerCase())) return;
      const path = ['nesting', 'directionalFinishes', i];
      ctx.issues.push({ code: 'custom', input: name, path, message: NESTING_MSG.directionalFinish, continue: true });
    });
  });
export type ShopSettings = z.infer<typeof ShopSettingsSchema>;

/** A fresh install: the sample details of business.ts, every thickness, no delivery charge. */
export const DEFAULT_SHOP: ShopSettings = {
  tradingName: BUSINESS.productName,
  legalName: BUSINESS.upiPayeeName,
  address: {
    street: BUSINESS.address.street,
    city: BUSINESS.address.city,
    state: BUSINESS.address.region,
    postalCode: BUSINESS.address.postalCode,
  },
  phones: [...BUSINESS.phones],
  email: BUSINESS.orderEmail,
  upiId: BUSINESS.upiId,
  payeeName: BUSINESS.upiPayeeName,
  gstin: null,
  openingHours: {
    days: [...BUSINESS.openingHoursSpec.days],
    opens: BUSINESS.openingHoursSpec.opens,
    closes: BUSINESS.openingHoursSpec.closes,
  },
  books: DEFAULT_BOOKS,
  stock: null,
  finishes: [{ name: 'Mill Finish', adderPaisePerM2: 0 }],
  delivery: {
    pincode: BUSINESS.address.postalCode,
    radiusKm: BUSINESS.serviceRadiusMeters / 1000,
    charge: { kind: 'none' },
    freeAbovePaise: null,
    outside: 'quote',
  },
  couriers: DEFAULT_COURIERS,
  numberPrefixes: { ...DEFAULT_NUMBER_PREFIXES },
  nesting: DEFAULT_NESTING,
  partLimits: DEFAULT_PART_LIMITS,
};

/** The shop's couriers; settings saved before the list existed have none of their own. */
export const couriersOf = (shop: Pick<ShopSettings, 'couriers'>) => shop.couriers ?? DEFAULT_COURIERS;

/** The prefixes of the shop's numbers; settings saved before they existed have none of their own. */
export const numberPrefixesOf = (shop: Pick<ShopSettings, 'numberPrefixes'>): NumberPrefixes =>
  shop.numberPrefixes ?? DEFAULT_NUMBER_PREFIXES;

/** The ledger names of the shop's books; settings saved before they existed have none of their own. */
export const booksOf = (shop: Pick<ShopSettings, 'books'>): Books => shop.books ?? DEFAULT_BOOKS;

/** The smallest part and the largest sheet; settings saved before they existed have none of their own. */
export const partLimitsOf = (shop: Pick<ShopSettings, 'partLimits'>): PartLimits =>
  shop.partLimits ?? DEFAULT_PART_LIMITS;
