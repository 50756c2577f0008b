import { BILLING_MSG } from '@steelcut/domain/schemas/billing';
import { RETURNS_MSG, type OrderCreditNote } from '@steelcut/domain/schemas/returns';
import type { TaxDocument } from '@steelcut/domain/gst/tax-document';
import type { ReturnPeriod } from '@steelcut/domain/gst/return-period';
import type { Db } from '../../db/database';
import type { AccessClaims } from '../../lib/access-tokens';
import { conflict, notFound } from '../../lib/errors';
import type { Clock } from '../../lib/time';
import type { OrderService } from '../orders/service';
import { renderTaxDocument } from './pdf';
import { createInvoiceRepository, parsedDocument } from './repository';
import type { TaxDocuments } from './tax-documents';

interface Deps {
  db: Db;
  orders: OrderService;
  documents: TaxDocuments;
  clock: Clock;
}

type Rendered = { fileName: string; pdf: PDFKit.PDFDocument };

/** An issued document with its order and customer; `id` is the credit note's, or the invoice's order's. */
export type IssuedDocument = { id: number; orderId: number; userId: number; document: TaxDocument };
export type IssuedDocuments = { invoices: IssuedDocument[]; creditNotes: IssuedDocument[] };

/**
 * The order's invoice: a proforma while it is not paid in full, then the tax invoice (issued as
 * the order became paid in full, and kept as it said then); its credit notes; and the month's
 * documents for the returns.
 */
export function createInvoiceService({ db, orders, documents, clock }: Deps) {
  const repo = createInvoiceRepository(db);

  return {
    async render(caller: AccessClaims, orderId: number): Promise<Rendered> {
      const { order, billing } = await orders.detail(caller, orderId);
      if (!(billing.quote ?? billing.estimate)) throw conflict(BILLING_MSG.noAmountYet, 'CONFLICT');
      if (billing.paymentStatus === 'paid') {
        const invoice = await documents.taxInvoiceOf(order.id);
        return {
          fileName: `Tax-Invoice-${order.Order_No}.pdf`,
          pdf: renderTaxDocument(invoice, { proforma: false, paidPaise: 0 }),
        };
      }
      const proforma = await documents.build(
        db,
        order.id,
        { kind: 'invoice', number: `PI-${order.Order_No}`, issuedAt: clock().toISOString() },
        await documents.contextNow(),
      );
      if (!proforma) throw conflict(BILLING_MSG.noAmountYet, 'CONFLICT');
      return {
        fileName: `Proforma-${order.Order_No}.pdf`,
        pdf: renderTaxDocument(proforma, { proforma: true, paidPaise: billing.paidPaise }),
      };
    },

    /** The order's credit notes, oldest first, to its customer and the admin. */
    async creditNotesOf(caller: AccessClaims, orderId: number): Promise<OrderCreditNote[]> {
      await orders.detail(caller, orderId);
      const notes = await repo.creditNotesOf(orderId);
      return notes.map(({ id, document }) => ({
        id,
        number: document.number,
        issuedAt: document.issuedAt,
        totalPaise: document.totalPaise,
        against: document.against?.number ?? '',
        reason: document.against?.reason ?? '',
      }));
    },

    /** A credit note's PDF, to its order's customer and the admin. */
    async renderCreditNote(caller: AccessClaims, noteId: number): Promise<Rendered> {
      const note = await repo.creditNote(noteId);
      if (!note) throw notFound(RETURNS_MSG.creditNoteNotFound, 'NOT_FOUND');
      // The order's own check: someone else's credit note is as unknown as their order.
      await orders.detail(caller, note.orderId).catch(() => {
        throw notFound(RETURNS_MSG.creditNoteNotFound, 'NOT_FOUND');
      });
      return {
        fileName: `Credit-Note-${note.document.number.replaceAll('/', '-')}.pdf`,
        pdf: renderTaxDocument(note.document, { proforma: false, paidPaise: 0 }),
      };
    },

    /** The tax invoices and credit notes issued in a month (India's time), oldest first, with their customer. */
    async issuedIn(period: Pick<ReturnPeriod, 'start' | 'end'>): Promise<IssuedDocuments> {
      const { invoices, creditNotes } = await repo.issuedBetween(period.start, period.end);
      const issued: IssuedDocuments['invoices'] = [];
      for (const row of invoices) {
        // One issued before documents were kept gets its document written now (once).
        const document = row.document ? parsedDocument(row.document) : await documents.documentNow(row);
        issued.push({ id: row.order_id, orderId: row.order_id, userId: row.user_id, document });
      }
      return { invoices: issued, creditNotes };
    },
  };
}
export type InvoiceService = ReturnType<typeof createInvoiceService>;
