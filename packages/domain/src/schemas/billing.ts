import { z } from 'zod';
import { formatRupees } from '../money';
import { CONTROL_OR_LINE_BREAK } from '../unicode-text';
import { GstinSchema } from './fields';
import { DeliveryOutcomeSchema, PRICING_MSG, QuoteLineSchema } from './pricing';
import { COMPANY_MAX, QUOTATION_MSG } from './quotation';

export const PAYMENT_STATUSES = ['unpaid', 'part-paid', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * ₹100 crore in paise: past any plate order, far inside exact integers (and PostgreSQL's bigint).
 * One cap for every amount of an order (its estimate, quotation, quote and each payment), so an
 * order that places can always be paid.
 */
export const MAX_ORDER_PAISE = 100_00_00_000_00;

/** An order's total with GST past the cap: its message; undefined within it. */
export const orderTooLarge = (totalPaise: number): string | undefined =>
  totalPaise > MAX_ORDER_PAISE ? BILLING_MSG.orderTooLarge(totalPaise) : undefined;

export const BILLING_MSG = {
  quoteSaved: 'Quote saved',
  quoteFailed: 'Failed to save the quote',
  quoteNeedsRates: 'Save the shop’s rates (Pricing) before quoting: the invoice needs its GSTIN and GST rate',
  subtotalPositive: 'The quote must be more than ₹0',
  paymentRecorded: 'Payment recorded',
  paymentFailed: 'Failed to record the payment',
  paymentVoided: 'Payment voided',
  voidFailed: 'Failed to void the payment',
  paymentNotFound: 'Payment not found',
  alreadyVoided: 'This payment is already voided',
  referenceRecorded: 'A payment with this UPI reference is already recorded for this order',
  paymentKeyReused: 'This request was already used to record a different payment. Reload the page and try again.',
  amountPositive: 'The amount must be more than ₹0',
  amountTooLarge: 'The amount must be at most ₹100 crore',
  orderTooLarge: (totalPaise: number) =>
    `This order comes to ${formatRupees(totalPaise)} with GST, and an order can be at most ₹100 crore. Please split it into smaller orders.`,
  referenceRequired: 'Enter the UPI reference (3 to 60 characters)',
  paidOnInvalid: 'Enter the date paid (not in the future)',
  messageNotInChat: 'That message is not in this customer’s chat',
  voidReason: 'Say why the payment is voided (3 to 200 characters)',
  overpayment: (paidPaise: number, duePaise: number) =>
    `This payment would take the paid total to ${formatRupees(paidPaise)}, past the ${formatRupees(duePaise)} due. Confirm it is an overpayment to record it.`,
  overpaymentNoAmount: (paidPaise: number) =>
    `This order has no estimate or quote yet, so nothing is due: this payment would make ${formatRupees(paidPaise)} paid in advance. Confirm it is an overpayment to record it.`,
  refundRecorded: 'Refund recorded',
  refundFailed: 'Failed to record the refund',
  refundVoided: 'Refund voided',
  nothingToRefund: 'Nothing is due back on this order: it is not overpaid',
  refundTooLarge: (duePaise: number) =>
    `The refund can be at most ${formatRupees(duePaise)}, what is due back to the customer`,
  refundReferenceRecorded: 'A payment or refund with this UPI reference is already recorded for this order',
  voidLeavesRefundUnpaid:
    'Voiding this payment would leave more refunded than paid. Void the refund first, then this payment.',
  refundHint: 'Money paid back to the customer: the amount, its UPI reference and the day it was sent.',
  refundVoidExplained: 'The refund stays on record, marked void, and the money counts as paid again.',
  refundDueNote: 'You paid more than this order comes to: the shop will pay the difference back to you.',
  noAmountYet: 'This order has no estimate or quote yet, so there is no invoice',
  invoiceFailed: 'Failed to download the invoice',
  gstinInvalid: PRICING_MSG.gstin,
  gstinSaved: 'GSTIN updated successfully',
  quoteToFollow: 'The shop will send you a quote for this order.',
  shareScreenshot: 'After paying, send us the payment screenshot in the chat about this order.',
  paidInFull: 'Paid in full. Thank you!',
  proformaNote: 'A proforma invoice until the order is paid in full, then the tax invoice.',
  taxInvoiceNote: 'The tax invoice of this order.',
  noHistory: 'Nothing has happened to this order yet.',
  noEstimate: 'No estimate: the shop had no rates when this order was placed.',
  quoteHint: 'The taxable value; GST is added by the delivery state.',
  noPayments: 'No payments recorded yet.',
  voidExplained: 'The payment stays on record, marked void, and no longer counts as paid.',
  noScreenshots: 'No message in this order’s chat has an attachment yet.',
  screenshotHint: 'The customer’s message with the payment screenshot.',
  gstinHint: 'Printed on your invoices for input tax credit. Leave it empty to remove it.',
  companyHint: 'The legal name your invoices are made out to, beside the GSTIN. Leave it empty to use your name.',
  statusLabel: { unpaid: 'Unpaid', 'part-paid': 'Part-paid', paid: 'Paid' } satisfies Record<PaymentStatus, string>,
} as const;

/** A payment received from the customer, or a refund paid back to them. */
export const MONEY_MOVEMENTS = ['payment', 'refund'] as const;
export type MoneyMovement = (typeof MONEY_MOVEMENTS)[number];

const NOTE_MAX = 500;

/** An order's amount or a payment: whole paise, more than ₹0, at most MAX_ORDER_PAISE. */
const OrderPaiseSchema = (positive: string) =>
  z
    .number({ error: PRICING_MSG.paiseWhole })
    .int(PRICING_MSG.paiseWhole)
    .min(0, PRICING_MSG.paiseNotNegative)
    .max(MAX_ORDER_PAISE, BILLING_MSG.amountTooLarge)
    .refine((paise) => paise > 0, positive);

export const SetQuoteBodySchema = z.object({
  subtotalPaise: OrderPaiseSchema(BILLING_MSG.subtotalPositive),
  note: z.string().trim().max(NOTE_MAX).default(''),
});
export type SetQuoteBody = z.infer<typeof SetQuoteBodySchema>;

/** YYYY-MM-DD */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const RecordPaymentBodySchema = z.object({
  amountPaise: OrderPaiseSchema(BILLING_MSG.amountPositive),
  reference: z
    .string({ error: BILLING_MSG.referenceRequired })
    .trim()
    .min(3, BILLING_MSG.referenceRequired)
    .max(60, BILLING_MSG.referenceRequired),
  paidOn: z
    .string({ error: BILLING_MSG.paidOnInvalid })
    .regex(DAY, BILLING_MSG.paidOnInvalid)
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), BILLING_MSG.paidOnInvalid),
  messageId: z.number().int().positive().optional(),
  /** The admin confirms a payment that takes the paid total past the amount due (else 409 OVERPAYMENT). */
  confirmOverpayment: z.boolean().optional(),
});
export type RecordPaymentBody = z.infer<typeof RecordPaymentBodySchema>;

/** `POST /admin/orders/{id}/refunds`: money paid back; paidOn is the day it was sent. */
export const RecordRefundBodySchema = RecordPaymentBodySchema.pick({
  amountPaise: true,
  reference: true,
  paidOn: true,
});
export type RecordRefundBody = z.infer<typeof RecordRefundBodySchema>;

export const VoidPaymentBodySchema = z.object({
  reason: z
    .string({ error: BILLING_MSG.voidReason })
    .trim()
    .min(3, BILLING_MSG.voidReason)
    .max(200, BILLING_MSG.voidReason),
});

export const AmountViewSchema = z.object({
  kind: z.enum(['estimate', 'quote']),
  subtotalPaise: z.number(),
  cgstPaise: z.number(),
  sgstPaise: z.number(),
  igstPaise: z.number(),
  totalPaise: z.number(),
  gstPercent: z.number(),
  note: z.string(),
  createdAt: z.string(),
  /** The estimate's lines as they were priced, in the order's item order. */
  lines: z.array(QuoteLineSchema).nullable(),
  /** Delivery, taxed with the goods: total = subtotal + delivery + GST. */
  deliveryPaise: z.number(),
  /** The express dispatch surcharge, part of subtotalPaise (0 on standard orders and on quotes). */
  surchargePaise: z.number(),
  /** How the estimate's delivery was worked out; null on a quote and on older estimates. */
  delivery: DeliveryOutcomeSchema.nullable(),
});
export type AmountView = z.infer<typeof AmountViewSchema>;

export const PaymentViewSchema = z.object({
  id: z.number(),
  /** Which way the money went; amountPaise is what moved, more than ₹0 either way. */
  kind: z.enum(MONEY_MOVEMENTS),
  amountPaise: z.number(),
  reference: z.string(),
  paidOn: z.string(),
  messageId: z.number().nullable(),
  recordedAt: z.string(),
  voidedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
});
export type PaymentView = z.infer<typeof PaymentViewSchema>;

export const HistoryEntrySchema = z.object({
  at: z.string(),
  by: z.string(),
  kind: z.enum(['placed', 'status', 'estimate', 'quote', 'payment', 'refund', 'void']),
  text: z.string(),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

/** What an order costs and what was paid, on both order pages. */
export const BillingViewSchema = z.object({
  estimate: AmountViewSchema.nullable(),
  quote: AmountViewSchema.nullable(),
  payments: z.array(PaymentViewSchema),
  /** Payments less refunds, neither voided. */
  paidPaise: z.number(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** What the shop owes back (refundDueOf); 0 unless overpaid. */
  refundDuePaise: z.number(),
  history: z.array(HistoryEntrySchema),
});
export type BillingView = z.infer<typeof BillingViewSchema>;

/** Unpaid, part-paid or paid: what is paid against the current amount. */
export function paymentStatusOf(amountPaise: number | null, paidPaise: number): PaymentStatus {
  if (paidPaise <= 0) return 'unpaid';
  return amountPaise !== null && paidPaise >= amountPaise ? 'paid' : 'part-paid';
}

/**
 * What the shop owes back: what is paid past the amount. An order with no amount yet owes the
 * shop nothing, so all that is paid on it is due back until it has one.
 */
export function refundDueOf(amountPaise: number | null, paidPaise: number): number {
  return Math.max(0, paidPaise - (amountPaise ?? 0));
}

/** Whether a payment of `paymentPaise` takes the paid total past the amount due (an overpayment). */
export const overpays = (amountPaise: number | null, paidPaise: number, paymentPaise: number): boolean =>
  paidPaise + paymentPaise > (amountPaise ?? 0);

/** A business customer's company name, as a quotation takes it: one line, up to 100 characters. */
export const CompanyNameSchema = z
  .string({ error: QUOTATION_MSG.company })
  .trim()
  .max(COMPANY_MAX, QUOTATION_MSG.company)
  .refine((name) => !CONTROL_OR_LINE_BREAK.test(name), QUOTATION_MSG.company);

/**
 * PUT /auth/updateGstin: a valid GSTIN, or empty to remove it; and the company name beside it
 * (empty removes it, absent keeps it). Both are printed on the customer's invoices.
 */
export const UpdateGstinBodySchema = z.object({
  gstin: z.union([z.literal('').transform(() => null), GstinSchema]),
  company: CompanyNameSchema.transform((name) => name || null).optional(),
});
