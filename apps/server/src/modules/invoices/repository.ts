import type { Selectable } from 'kysely';
import type { TaxDocument } from '@steelcut/domain/gst/tax-document';
import type { Db } from '../../db/database';
import type { TaxInvoices } from '../../db/tables.generated';
import type { OrderAmountsTable } from '../../db/types';
import { isPostgres } from '../../db/write-together';

export type InvoiceAmountRow = Selectable<OrderAmountsTable>;
export type TaxInvoiceRow = Selectable<TaxInvoices>;

/** The next number of a series' financial year: one statement, so two processes never share one. */
async function nextNumber(db: Db, table: 'invoice_serials' | 'credit_note_serials', fy: string): Promise<number> {
  const row = await db
    .insertInto(table)
    .values({ financial_year: fy, last_number: 1 })
    .onConflict((oc) =>
      oc.column('financial_year').doUpdateSet((eb) => ({ last_number: eb(`${table}.last_number`, '+', 1) })),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return row.last_number;
}

const parsed = (document: string) => JSON.parse(document) as TaxDocument;

export function createInvoiceRepository(db: Db) {
  return {
    findTaxInvoice: (orderId: number) =>
      db.selectFrom('tax_invoices').selectAll().where('order_id', '=', orderId).executeTakeFirst(),
    /** The order's tax invoice, locked until the transaction ends (PostgreSQL; SQLite writes one at a time). */
    lockedTaxInvoice(orderId: number) {
      const query = db.selectFrom('tax_invoices').selectAll().where('order_id', '=', orderId);
      return (isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
    },
    nextInvoiceNumber: (fy: string) => nextNumber(db, 'invoice_serials', fy),
    nextCreditNoteNumber: (fy: string) => nextNumber(db, 'credit_note_serials', fy),
    insertTaxInvoice: (orderId: number, serial: string, issuedAt: string, document: TaxDocument) =>
      db
        .insertInto('tax_invoices')
        .values({ order_id: orderId, serial, issued_at: issuedAt, document: JSON.stringify(document) })
        .execute(),
    withoutDocument: () => db.selectFrom('tax_invoices').selectAll().where('document', 'is', null).execute(),
    /** An invoice issued before documents were kept gets its document once. */
    keepDocument: (orderId: number, document: TaxDocument) =>
      db
        .updateTable('tax_invoices')
        .set({ document: JSON.stringify(document) })
        .where('order_id', '=', orderId)
        .where('document', 'is', null)
        .execute(),
    insertCreditNote: (orderId: number, document: TaxDocument) =>
      db
        .insertInto('credit_notes')
        .values({
          order_id: orderId,
          serial: document.number,
          issued_at: document.issuedAt,
          document: JSON.stringify(document),
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    async creditNotesOf(orderId: number) {
      const rows = await db
        .selectFrom('credit_notes')
        .select(['id', 'document'])
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ id: row.id, document: parsed(row.document) }));
    },
    async creditNote(id: number) {
      const row = await db.selectFrom('credit_notes').selectAll().where('id', '=', id).executeTakeFirst();
      return row && { id: row.id, orderId: row.order_id, document: parsed(row.document) };
    },
    /** What an order's invoice is made from: the order, its items, its latest quote and estimate. */
    async sourceRows(orderId: number) {
      const [order, items, amounts] = await Promise.all([
        db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst(),
        db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),
        db.selectFrom('order_amounts').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),
      ]);
      const latest = (kind: 'estimate' | 'quote') => amounts.filter((row) => row.kind === kind).at(-1);
      return { order, items, quote: latest('quote'), estimate: latest('estimate') };
    },
    /** Tax invoices and credit notes issued from `start` up to (not at) `end`, oldest first, with their customer. */
    async issuedBetween(start: string, end: string) {
      const [invoices, notes] = await Promise.all([
        db
          .selectFrom('tax_invoices')
          .innerJoin('orders', 'orders.id', 'tax_invoices.order_id')
          .select(['tax_invoices.order_id', 'tax_invoices.serial', 'tax_invoices.issued_at', 'tax_invoices.document'])
          .select('orders.user_id')
          .where('tax_invoices.issued_at', '>=', start)
          .where('tax_invoices.issued_at', '<', end)
          .orderBy('tax_invoices.issued_at')
          .orderBy('tax_invoices.order_id')
          .execute(),
        db
          .selectFrom('credit_notes')
          .innerJoin('orders', 'orders.id', 'credit_notes.order_id')
          .select(['credit_notes.id', 'credit_notes.order_id', 'credit_notes.document', 'orders.user_id'])
          .where('credit_notes.issued_at', '>=', start)
          .where('credit_notes.issued_at', '<', end)
          .orderBy('credit_notes.issued_at')
          .orderBy('credit_notes.id')
          .execute(),
      ]);
      return {
        invoices,
        creditNotes: notes.map((row) => ({
          id: row.id,
          orderId: row.order_id,
          userId: row.user_id,
          document: parsed(row.document),
        })),
      };
    },
  };
}
export { parsed as parsedDocument };
