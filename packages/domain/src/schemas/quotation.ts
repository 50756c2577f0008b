import { z } from 'zod';
import { CONTROL_OR_LINE_BREAK } from '../unicode-text';
import { StateNameSchema } from './fields';
import { PricedLeadTimeSchema } from './lead-times';

/**
 * A quotation (issue 'Business buyers'): the customer's cart priced for delivery to a state,
 * numbered per financial year, valid for the pricing table's quoteValidityDays, and orderable at
 * its own prices until then.
 */
export const QUOTATION_MSG = {
  created: 'Quotation ready',
  emptyCart: 'Your cart is empty: add parts to it before asking for a quotation.',
  noRates: 'The shop has not published its prices yet, so it cannot quote. Please ask us on chat.',
  state: 'Choose the state the goods are delivered to',
  company: 'A company name is up to 100 characters on one line',
  notFound: 'Quotation not found.',
  expired: (number: string, validUntil: string) =>
    `Quotation ${number} expired on ${validUntil}. Please download a fresh quotation from your cart.`,
  alreadyOrdered: (number: string, orderNo: string) =>
    `Quotation ${number} has already been ordered (order ${orderNo}).`,
  otherState: (number: string, state: string) =>
    `Quotation ${number} is for delivery in ${state}. Choose an address in ${state}, or download a fresh quotation for this address.`,
  tierNotQuoted: 'This quotation does not price that dispatch option. Please choose another.',
  downloadFailed: 'Failed to download the quotation',
  createFailed: 'Failed to make the quotation',
  listFailed: 'Failed to load your quotations',
  none: 'No quotations yet',
  noneHint: 'Download a quotation from your cart: it holds its prices until its validity date.',
  /** The order's estimate says where its prices come from. */
  orderNote: (number: string) => `At the prices of quotation ${number}`,
  expiredLabel: 'Expired',
  orderedLabel: 'Ordered',
} as const;

export const COMPANY_MAX = 100;

/** POST /quotations: where the goods go (for GST) and, if the customer gives one, their company. */
export const CreateQuotationBodySchema = z.object({
  state: StateNameSchema(QUOTATION_MSG.state),
  company: z
    .string({ error: QUOTATION_MSG.company })
    .trim()
    .max(COMPANY_MAX, QUOTATION_MSG.company)
    .refine((name) => !CONTROL_OR_LINE_BREAK.test(name), QUOTATION_MSG.company)
    .optional(),
});
export type CreateQuotationBody = z.infer<typeof CreateQuotationBodySchema>;

export const QuotationLineViewSchema = z.object({
  description: z.string(),
  quantity: z.number(),
  unitPaise: z.number(),
  discountPercent: z.number(),
  linePaise: z.number(),
});

/** A quotation as its customer (and the admin) reads it: its figures as they were given. */
export const QuotationViewSchema = z.object({
  id: z.number(),
  number: z.string(),
  createdAt: z.string(),
  /** YYYY-MM-DD, India: the last day it can be ordered. */
  validUntil: z.string(),
  /** Past validUntil today (India). */
  expired: z.boolean(),
  state: z.string(),
  company: z.string().nullable(),
  gstPercent: z.number(),
  /** The goods: the lines and the minimum order's top-up, before GST (delivery not included). */
  subtotalPaise: z.number(),
  minimumTopUpPaise: z.number(),
  cgstPaise: z.number(),
  sgstPaise: z.number(),
  igstPaise: z.number(),
  /** The standard tier's total. */
  totalPaise: z.number(),
  leadTimes: z.array(PricedLeadTimeSchema),
  lines: z.array(QuotationLineViewSchema),
  /** The order placed from it, if any. */
  orderId: z.number().nullable(),
  orderNo: z.string().nullable(),
});
export type QuotationView = z.infer<typeof QuotationViewSchema>;

const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 330 * 60_000;

/** The date in India of a moment, YYYY-MM-DD. */
export const indiaDay = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The last day a quotation given at `at` can be ordered: its date (India) plus the validity days. */
export const validUntilOf = (at: Date, validityDays: number) =>
  new Date(Date.parse(`${indiaDay(at)}T00:00:00Z`) + validityDays * DAY_MS).toISOString().slice(0, 10);

/** Whether a quotation valid until `validUntil` (India) can no longer be ordered at `now`. */
export const isExpired = (validUntil: string, now: Date) => indiaDay(now) > validUntil;
