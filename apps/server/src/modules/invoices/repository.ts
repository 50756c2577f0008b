import type { Db } from '../../db/database';

export function createInvoiceRepository(db: Db) {
  return {
    findTaxInvoice: (orderId: number) =>
      db.selectFrom('tax_invoices').selectAll().where('order_id', '=', orderId).executeTakeFirst(),
    /** The next number of the financial year: one statement, so two processes never share one. */
    async nextNumber(fy: string): Promise<number> {
      const row = await db
        .insertInto('invoice_serials')
        .values({ financial_year: fy, last_number: 1 })
        .onConflict((oc) =>
          oc.column('financial_year').doUpdateSet((eb) => ({ last_number: eb('invoice_serials.last_number', '+', 1) })),
        )
        .returning('last_number')
        .executeTakeFirstOrThrow();
      return row.last_number;
    },
    insertTaxInvoice: (orderId: number, serial: string, issuedAt: string) =>
      db.insertInto('tax_invoices').values({ order_id: orderId, serial, issued_at: issuedAt }).execute(),
  };
}
