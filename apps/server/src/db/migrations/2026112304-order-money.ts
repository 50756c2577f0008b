import type { Kysely } from 'kysely';
import { withId } from './helpers';

/**
 * What an order costs and what was paid: every estimate and quote as it was given, every payment
 * (a mistaken one is voided, never deleted), the tax invoices' serials per financial year, and on
 * the order itself the current amount, what is paid and the payment status (the lists show and
 * filter by them). Customers may give a GSTIN; an order keeps the one it was placed with.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('gstin', 'text').execute();
  await db.schema.alterTable('orders').addColumn('customer_gstin', 'text').execute();
  await db.schema.alterTable('orders').addColumn('amount_paise', 'integer').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('paid_paise', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('payment_status', 'text', (col) => col.notNull().defaultTo('unpaid'))
    .execute();
  await db.schema
    .createIndex('orders_payment_status')
    .on('orders')
    .columns(['order_type', 'payment_status', 'id'])
    .execute();

  await withId(db.schema.createTable('order_amounts'), db)
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('subtotal_paise', 'integer', (col) => col.notNull())
    .addColumn('cgst_paise', 'integer', (col) => col.notNull())
    .addColumn('sgst_paise', 'integer', (col) => col.notNull())
    .addColumn('igst_paise', 'integer', (col) => col.notNull())
    .addColumn('total_paise', 'integer', (col) => col.notNull())
    .addColumn('gst_percent', 'double precision', (col) => col.notNull())
    .addColumn('lines', 'text')
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('order_amounts_order').on('order_amounts').columns(['order_id', 'id']).execute();

  await withId(db.schema.createTable('payments'), db)
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('amount_paise', 'integer', (col) => col.notNull())
    .addColumn('reference', 'text', (col) => col.notNull())
    .addColumn('paid_on', 'text', (col) => col.notNull())
    .addColumn('message_id', 'integer', (col) => col.references('messages.id').onDelete('set null'))
    .addColumn('recorded_by', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('recorded_at', 'text', (col) => col.notNull())
    .addColumn('voided_at', 'text')
    .addColumn('voided_by', 'integer', (col) => col.references('users.id'))
    .addColumn('void_reason', 'text')
    .execute();
  await db.schema.createIndex('payments_order').on('payments').columns(['order_id', 'id']).execute();

  await db.schema
    .createTable('invoice_serials')
    .addColumn('financial_year', 'text', (col) => col.primaryKey())
    .addColumn('last_number', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('tax_invoices')
    .addColumn('order_id', 'integer', (col) => col.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('serial', 'text', (col) => col.notNull().unique())
    .addColumn('issued_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tax_invoices').execute();
  await db.schema.dropTable('invoice_serials').execute();
  await db.schema.dropTable('payments').execute();
  await db.schema.dropTable('order_amounts').execute();
  await db.schema.dropIndex('orders_payment_status').execute();
  for (const column of ['payment_status', 'paid_paise', 'amount_paise', 'customer_gstin'])
    await db.schema.alterTable('orders').dropColumn(column).execute();
  await db.schema.alterTable('users').dropColumn('gstin').execute();
}
