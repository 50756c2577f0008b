import { z } from 'zod';
import { RETURN_MONTH } from '../gst/return-period';
import { CONTROL_OR_LINE_BREAK } from '../unicode-text';

/**
 * Month end (issue 35): the month's tax invoices and credit notes, its GSTR-1 and its books for
 * Tally. The owner names the books' ledgers in the shop settings (`books`).
 */
export const RETURNS_MSG = {
  /** The column and label the CSV and the page share. */
  placeOfSupply: 'Place of supply',
  month: 'Choose a month as YYYY-MM, for example 2026-11',
  ledgerName: 'A ledger name is 1 to 60 characters on one line',
  loadFailed: 'Failed to load the month',
  downloadFailed: 'Failed to download the file',
  nothing: (month: string) => `No tax invoices or credit notes were issued in ${month}.`,
  /** A credit note only lowers an invoice: more would need a new invoice. */
  amountUpAfterInvoice: (invoice: string) =>
    `Tax invoice ${invoice} is issued for this order: its amount can only go down now (by a credit note). Charge anything more on a new order.`,
  invoiceCancelled: (invoice: string) =>
    `Tax invoice ${invoice} of this order was cancelled by a credit note: the order stays cancelled. Place a new order instead.`,
  cancelledReason: 'Order cancelled',
  reducedReason: 'Price reduced',
  creditNoteNotFound: 'Credit note not found.',
  creditNotesTitle: 'Credit notes',
  creditNoteLine: (against: string, reason: string) => `Against tax invoice ${against}: ${reason}`,
  creditNotePdf: (number: string) => `Download credit note ${number} (PDF)`,
  pdf: 'PDF',
  gstinMissing: 'The shop has no GSTIN in Shop settings, and a GSTR-1 is filed for a GSTIN: add it there first.',
  leftOut: (number: string, state: string) =>
    `${number}: the delivery state '${state}' is not a state on the GST list, so it is not in the GSTR-1 file. Enter it by hand in the offline tool.`,
} as const;

/** ?month=YYYY-MM on every returns call. */
export const ReturnMonthQuerySchema = z.object({
  month: z.string({ error: RETURNS_MSG.month }).regex(RETURN_MONTH, RETURNS_MSG.month),
});

const LedgerName = z
  .string({ error: RETURNS_MSG.ledgerName })
  .trim()
  .min(1, RETURNS_MSG.ledgerName)
  .max(60, RETURNS_MSG.ledgerName)
  .refine((name) => !CONTROL_OR_LINE_BREAK.test(name), RETURNS_MSG.ledgerName);

/** The Tally ledgers the month's vouchers post to, as the shop's books name them. */
export const BooksSchema = z.object({
  sales: LedgerName,
  cgst: LedgerName,
  sgst: LedgerName,
  igst: LedgerName,
});
export type Books = z.infer<typeof BooksSchema>;
export const DEFAULT_BOOKS: Books = { sales: 'Sales', cgst: 'CGST', sgst: 'SGST', igst: 'IGST' };

/** The GSTR-1 table a document is reported in. */
export const GSTR1_TABLES = ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur'] as const;

const FiguresSchema = z.object({
  taxablePaise: z.number(),
  cgstPaise: z.number(),
  sgstPaise: z.number(),
  igstPaise: z.number(),
  totalPaise: z.number(),
});

export const ReturnDocumentViewSchema = FiguresSchema.extend({
  kind: z.enum(['invoice', 'credit-note']),
  /** The credit note's id; for an invoice, its order's. */
  id: z.number(),
  orderId: z.number(),
  orderNo: z.string(),
  number: z.string(),
  issuedAt: z.string(),
  buyer: z.string(),
  gstin: z.string().nullable(),
  placeOfSupply: z.string(),
  table: z.enum(GSTR1_TABLES),
  /** A credit note's invoice. */
  against: z.string().nullable(),
});
export type ReturnDocumentView = z.infer<typeof ReturnDocumentViewSchema>;

/** GET /admin/returns?month=: the month's documents and their totals. */
export const MonthReturnSchema = z.object({
  month: z.string(),
  invoices: FiguresSchema.extend({ count: z.number() }),
  creditNotes: FiguresSchema.extend({ count: z.number() }),
  /** Invoices less credit notes: what the month's returns add up to. */
  net: FiguresSchema,
  documents: z.array(ReturnDocumentViewSchema),
  /** Documents the GSTR-1 file leaves out, each with why. */
  leftOut: z.array(z.string()),
});
export type MonthReturn = z.infer<typeof MonthReturnSchema>;

/** A credit note of an order, as its pages list it (GET /order/{id}/credit-notes). */
export const OrderCreditNoteSchema = z.object({
  id: z.number(),
  number: z.string(),
  issuedAt: z.string(),
  totalPaise: z.number(),
  /** The invoice it is against, and why. */
  against: z.string(),
  reason: z.string(),
});
export type OrderCreditNote = z.infer<typeof OrderCreditNoteSchema>;
export const OrderCreditNotesSchema = z.object({ creditNotes: z.array(OrderCreditNoteSchema) });
