import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../write-together';

/** A refund's amount is below zero, a payment's above: sums over payments are what the shop kept. */
const KIND_MATCHES_SIGN = sql`(kind = 'payment' and amount_paise > 0) or (kind = 'refund' and amount_paise < 0)`;

/**
 * The shop's books (issue: the shop's books):
 * - a refund is a row of payments with kind 'refund' and a negative amount, with its UPI reference
 *   (unique per order among live rows with the payments') and Idempotency-Key like a payment;
 *   existing rows are payments;
 * - the dashboard's money of the month looks payments up by the day paid and tax invoices by the
 *   moment issued.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await db.schema
      .alterTable('payments')
      .addColumn('kind', 'text', (col) => col.notNull().defaultTo('payment'))
      .execute();
    await sql`alter table payments add constraint payments_kind_sign check (${KIND_MATCHES_SIGN})`.execute(db);
  } else {
    // SQLite adds no table constraint to an existing table; a column's check may name other columns.
    await db.schema
      .alterTable('payments')
      .addColumn('kind', 'text', (col) => col.notNull().defaultTo('payment').check(KIND_MATCHES_SIGN))
      .execute();
  }
  await db.schema.createIndex('payments_paid_on').on('payments').columns(['paid_on']).execute();
  await db.schema.createIndex('tax_invoices_issued_at').on('tax_invoices').columns(['issued_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('tax_invoices_issued_at').execute();
  await db.schema.dropIndex('payments_paid_on').execute();
  if (isPostgres(db)) await sql`alter table payments drop constraint payments_kind_sign`.execute(db);
  await db.schema.alterTable('payments').dropColumn('kind').execute();
}
