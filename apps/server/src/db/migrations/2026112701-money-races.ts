import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../write-together';

/** Every column that holds an amount of money, in paise. */
const MONEY_COLUMNS: Record<string, string[]> = {
  orders: ['amount_paise', 'paid_paise'],
  order_amounts: ['subtotal_paise', 'cgst_paise', 'sgst_paise', 'igst_paise', 'total_paise'],
  payments: ['amount_paise'],
};

const DUPLICATE_VOID_REASON = 'Recorded twice with the same UPI reference; voided when references became unique';

/**
 * Money under races (issue: money and sessions under races and abuse):
 * - amounts in paise are 64-bit on PostgreSQL too (an order over ₹2.14 crore overflowed `integer`;
 *   SQLite's integers are 64-bit already);
 * - a UPI reference is recorded once per order among the payments not voided, and a payment keeps
 *   the Idempotency-Key it was recorded with. Live duplicates already recorded are voided (the
 *   later ones), and those orders' paid amount and status worked out again;
 * - an order's Idempotency-Key keeps a hash of the request it placed, so a reuse with another
 *   request is told apart from a retry.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const [table, columns] of Object.entries(MONEY_COLUMNS)) {
      for (const column of columns) {
        await db.schema
          .alterTable(table)
          .alterColumn(column, (col) => col.setDataType('bigint'))
          .execute();
      }
    }
  }

  await db.schema.alterTable('payments').addColumn('idempotency_key', 'text').execute();
  await db.schema.alterTable('idempotency_keys').addColumn('request_hash', 'text').execute();

  await sql`
    update payments set voided_at = ${new Date().toISOString()}, voided_by = recorded_by, void_reason = ${DUPLICATE_VOID_REASON}
    where voided_at is null and exists (
      select 1 from payments earlier
      where earlier.order_id = payments.order_id and upper(earlier.reference) = upper(payments.reference)
        and earlier.voided_at is null and earlier.id < payments.id)`.execute(db);
  // The paid amount and status as billing works them out (paymentStatusOf in the domain).
  await sql`
    update orders set paid_paise = coalesce(
      (select sum(amount_paise) from payments where payments.order_id = orders.id and voided_at is null), 0)
    where id in (select order_id from payments where void_reason = ${DUPLICATE_VOID_REASON})`.execute(db);
  await sql`
    update orders set payment_status = case
      when paid_paise <= 0 then 'unpaid'
      when amount_paise is not null and paid_paise >= amount_paise then 'paid'
      else 'part-paid' end
    where id in (select order_id from payments where void_reason = ${DUPLICATE_VOID_REASON})`.execute(db);

  await sql`create unique index payments_live_reference on payments (order_id, upper(reference)) where voided_at is null`.execute(
    db,
  );
  await db.schema
    .createIndex('payments_idempotency_key')
    .unique()
    .on('payments')
    .columns(['order_id', 'idempotency_key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('payments_idempotency_key').execute();
  await db.schema.dropIndex('payments_live_reference').execute();
  await db.schema.alterTable('idempotency_keys').dropColumn('request_hash').execute();
  await db.schema.alterTable('payments').dropColumn('idempotency_key').execute();
  if (isPostgres(db)) {
    for (const [table, columns] of Object.entries(MONEY_COLUMNS)) {
      for (const column of columns) {
        await db.schema
          .alterTable(table)
          .alterColumn(column, (col) => col.setDataType('integer'))
          .execute();
      }
    }
  }
}
