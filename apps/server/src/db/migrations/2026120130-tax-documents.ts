import type { Kysely } from 'kysely';
import { withId } from './helpers';

/**
 * Tax documents as issued (issue 35, issue 34 item 6): a tax invoice keeps what it said (its
 * lines, taxes, buyer and place of supply, JSON) from the moment it is issued; a GST credit note
 * (its own series, per financial year) reduces or cancels an invoice and is kept the same way.
 * A customer's company name sits beside their GSTIN; an order keeps the one it was placed with.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('company', 'text').execute();
  await db.schema.alterTable('orders').addColumn('customer_company', 'text').execute();
  // Null on invoices issued before it existed: written from the order at their next reading.
  await db.schema.alterTable('tax_invoices').addColumn('document', 'text').execute();

  await db.schema
    .createTable('credit_note_serials')
    .addColumn('financial_year', 'text', (col) => col.primaryKey())
    .addColumn('last_number', 'integer', (col) => col.notNull())
    .execute();
  await withId(db.schema.createTable('credit_notes'), db)
    .addColumn('order_id', 'integer', (col) => col.notNull().references('tax_invoices.order_id'))
    .addColumn('serial', 'text', (col) => col.notNull().unique())
    .addColumn('issued_at', 'text', (col) => col.notNull())
    .addColumn('document', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('credit_notes_order').on('credit_notes').columns(['order_id', 'id']).execute();
  await db.schema.createIndex('credit_notes_issued_at').on('credit_notes').column('issued_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('credit_notes').execute();
  await db.schema.dropTable('credit_note_serials').execute();
  await db.schema.alterTable('tax_invoices').dropColumn('document').execute();
  await db.schema.alterTable('orders').dropColumn('customer_company').execute();
  await db.schema.alterTable('users').dropColumn('company').execute();
}
