import { financialYear, invoiceSerial } from '@steelcut/domain/financial-year';
import {
  creditLines,
  creditNoteSerial,
  figuresOf,
  remainingLines,
  type TaxDocument,
  type TaxFigures,
} from '@steelcut/domain/gst/tax-document';
import { BILLING_MSG } from '@steelcut/domain/schemas/billing';
import { RETURNS_MSG } from '@steelcut/domain/schemas/returns';
import type { ShopSettings } from '@steelcut/domain/schemas/shop';
import { numberPrefixesOf } from '@steelcut/domain/schemas/shop';
import type { Db } from '../../db/database';
import type { OrderRow } from '../../db/types';
import { conflict } from '../../lib/errors';
import type { Clock } from '../../lib/time';
import type { PaidHook } from '../billing/service';
import type { PricingService } from '../pricing/service';
import type { ShopService } from '../shop/service';
import { invoiceDocument } from './document';
import { createInvoiceRepository, type TaxInvoiceRow } from './repository';

/** What an invoice takes from outside its order. */
type DocumentContext = { hsnCode: string; settings: ShopSettings };

interface Deps {
  db: Db;
  pricing: PricingService;
  shop: ShopService;
  clock: Clock;
}

const NOTHING: TaxFigures = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 };

/**
 * Tax invoices and GST credit notes as issued. An invoice is kept as it said when issued; an
 * invoiced order cancelled, or its amount lowered, gets a credit note against it (CGST Act s.34)
 * in the transaction that makes the change, and the invoice never changes. The orders and billing
 * modules call these through the hooks app.ts gives them.
 */
export function createTaxDocuments({ db, pricing, shop, clock }: Deps) {
  /**
   * What an invoice takes from outside the order: the rate table's HSN and the shop's details.
   * Read before a transaction opens: on SQLite a read through the services inside one would wait
   * for the transaction's own connection.
   */
  async function contextNow(): Promise<DocumentContext> {
    const [rates, settings] = await Promise.all([pricing.get(), shop.get()]);
    return { hsnCode: rates?.hsnCode ?? '', settings };
  }

  /** The order's invoice as it would be issued now, read in `trx`; undefined without an amount. */
  async function build(
    trx: Db,
    orderId: number,
    head: Pick<TaxDocument, 'kind' | 'number' | 'issuedAt'>,
    context: DocumentContext,
  ) {
    const rows = await createInvoiceRepository(trx).sourceRows(orderId);
    const amount = rows.quote ?? rows.estimate;
    if (!rows.order || !amount) return undefined;
    const source = {
      order: rows.order,
      items: rows.items,
      amount,
      estimateLinePaise: estimateLinePaise(rows.estimate?.lines ?? null),
      ...context,
    };
    return invoiceDocument(source, head);
  }

  /**
   * The invoice's document, in `trx`. One issued before documents were kept gets it written now,
   * from its order, with `context` (backfill gives every such invoice its document as the app starts).
   */
  async function documentOf(trx: Db, invoice: TaxInvoiceRow, context?: DocumentContext): Promise<TaxDocument> {
    if (invoice.document) return JSON.parse(invoice.document) as TaxDocument;
    const document =
      context &&
      (await build(
        trx,
        invoice.order_id,
        { kind: 'invoice', number: invoice.serial, issuedAt: invoice.issued_at },
        context,
      ));
    if (!document) throw new Error(`tax invoice ${invoice.serial} has no document, and none can be written now`);
    await createInvoiceRepository(trx).keepDocument(invoice.order_id, document);
    return document;
  }

  /** An invoice issued before documents were kept, read in a transaction of its own. */
  async function documentNow(invoice: TaxInvoiceRow): Promise<TaxDocument> {
    if (invoice.document) return JSON.parse(invoice.document) as TaxDocument;
    const context = await contextNow();
    return db.transaction().execute((trx) => documentOf(trx, invoice, context));
  }

  /**
   * The order's tax invoice in `trx`: the one issued, else one issued now, numbered in the
   * financial year of this moment and kept as it says now.
   */
  async function issueIn(trx: Db, orderId: number, context: DocumentContext): Promise<TaxDocument> {
    const tx = createInvoiceRepository(trx);
    const existing = await tx.findTaxInvoice(orderId);
    if (existing) return documentOf(trx, existing, context);
    const issuedAt = clock().toISOString();
    const fy = financialYear(issuedAt);
    const number = invoiceSerial(fy, await tx.nextInvoiceNumber(fy), numberPrefixesOf(context.settings).invoice);
    const document = await build(trx, orderId, { kind: 'invoice', number, issuedAt }, context);
    if (!document) throw conflict(BILLING_MSG.noAmountYet, 'CONFLICT');
    await tx.insertTaxInvoice(orderId, number, issuedAt, document);
    return document;
  }

  /**
   * The order's tax invoice at a download. Orders are invoiced as they become paid in full
   * (`whenPaid`); one paid in full before that was so gets its invoice at its first download.
   */
  async function taxInvoiceOf(orderId: number): Promise<TaxDocument> {
    const existing = await createInvoiceRepository(db).findTaxInvoice(orderId);
    if (existing) return documentNow(existing);
    const context = await contextNow();
    try {
      return await db.transaction().execute((trx) => issueIn(trx, orderId, context));
    } catch (error) {
      // A parallel download issued it first: that invoice is the order's.
      const issued = await createInvoiceRepository(db).findTaxInvoice(orderId);
      if (!issued) throw error;
      return documentNow(issued);
    }
  }

  /** What the invoice stands at now, its credit notes taken off; undefined without an invoice. */
  async function standing(trx: Db, orderId: number) {
    const tx = createInvoiceRepository(trx);
    const row = await tx.lockedTaxInvoice(orderId);
    if (!row) return undefined;
    const invoice = await documentOf(trx, row);
    const notes = (await tx.creditNotesOf(orderId)).map((note) => note.document);
    return { invoice, remaining: remainingLines(invoice, notes) };
  }

  /** A credit note taking the invoice down to `after`, if it is below what stands; refuses more. */
  async function issue(trx: Db, orderId: number, after: TaxFigures, reason: string) {
    const stand = await standing(trx, orderId);
    if (!stand) return undefined;
    const { invoice, remaining } = stand;
    const lines = creditLines(remaining, after);
    if (!lines) throw conflict(RETURNS_MSG.amountUpAfterInvoice(invoice.number), 'CONFLICT');
    const figures = figuresOf(lines);
    if (lines.every((line) => line.taxablePaise === 0 && line.cgstPaise + line.sgstPaise + line.igstPaise === 0)) {
      return undefined;
    }
    const issuedAt = clock().toISOString();
    const fy = financialYear(issuedAt);
    const tx = createInvoiceRepository(trx);
    const note: TaxDocument = {
      ...invoice,
      kind: 'credit-note',
      number: creditNoteSerial(fy, await tx.nextCreditNoteNumber(fy)),
      issuedAt,
      lines,
      ...figures,
      against: { number: invoice.number, issuedAt: invoice.issuedAt, totalPaise: invoice.totalPaise, reason },
    };
    await tx.insertCreditNote(orderId, note);
    return note;
  }

  return {
    contextNow,
    build,
    documentNow,
    taxInvoiceOf,

    /**
     * Read before a money or status transaction opens: what issues the tax invoice, in that
     * transaction, of an order it leaves paid in full and not cancelled (once; the invoice is
     * numbered and dated at that moment, so the month's return holds it without a download).
     */
    async whenPaid(): Promise<PaidHook> {
      const context = await contextNow();
      return async (trx, order) => {
        if (order.status !== 'Cancelled') await issueIn(trx, order.id, context);
      };
    },

    /** Writes the document of every invoice issued before documents were kept (as the app starts). */
    async backfill(): Promise<void> {
      for (const invoice of await createInvoiceRepository(db).withoutDocument()) await documentNow(invoice);
    },

    /**
     * In the status change's transaction: cancelling an invoiced order credits what stands of its
     * invoice; an order whose invoice is wholly credited stays cancelled.
     */
    async onStatusChange(trx: Db, order: OrderRow, to: string): Promise<void> {
      if (to === 'Cancelled') {
        await issue(trx, order.id, NOTHING, RETURNS_MSG.cancelledReason);
        return;
      }
      if (order.status !== 'Cancelled') return;
      const stand = await standing(trx, order.id);
      if (stand && figuresOf(stand.remaining).totalPaise === 0) {
        throw conflict(RETURNS_MSG.invoiceCancelled(stand.invoice.number), 'CONFLICT');
      }
    },

    /** In the quote's transaction: a lower amount after the invoice is credited; a higher one is refused. */
    async onQuoted(trx: Db, order: OrderRow, amount: Omit<TaxFigures, 'taxablePaise'> & { subtotalPaise: number }) {
      await issue(trx, order.id, { ...amount, taxablePaise: amount.subtotalPaise }, RETURNS_MSG.reducedReason);
    },
  };
}
export type TaxDocuments = ReturnType<typeof createTaxDocuments>;

/** The estimate's line prices from its stored lines (JSON QuoteLine[]). */
export function estimateLinePaise(lines: string | null): number[] | null {
  return lines ? (JSON.parse(lines) as { linePaise: number }[]).map((line) => line.linePaise) : null;
}
