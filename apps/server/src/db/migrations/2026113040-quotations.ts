import type { Kysely } from 'kysely';
import { isPostgres } from '../write-together';
import { withId } from './helpers';

/**
 * Quotations (issue 'Business buyers'): a customer's cart priced for delivery to a state, kept as
 * it was given (its lines, figures, tiers and the document's text), numbered per financial year
 * like tax invoices. An order placed from one names it; a quotation is ordered once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const money = isPostgres(db) ? 'bigint' : 'integer';
  await db.schema
    .createTable('quotation_serials')
    .addColumn('financial_year', 'text', (col) => col.primaryKey())
    .addColumn('last_number', 'integer', (col) => col.notNull())
    .execute();

  await withId(db.schema.createTable('quotations'), db)
    .addColumn('number', 'text', (col) => col.notNull().unique())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('valid_until', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('company', 'text')
    .addColumn('gst_percent', 'double precision', (col) => col.notNull())
    .addColumn('shop_state', 'text', (col) => col.notNull())
    .addColumn('subtotal_paise', money, (col) => col.notNull())
    .addColumn('minimum_top_up_paise', money, (col) => col.notNull())
    .addColumn('cgst_paise', money, (col) => col.notNull())
    .addColumn('sgst_paise', money, (col) => col.notNull())
    .addColumn('igst_paise', money, (col) => col.notNull())
    .addColumn('total_paise', money, (col) => col.notNull())
    .addColumn('lead_times', 'text', (col) => col.notNull())
    .addColumn('document', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('quotations_user').on('quotations').columns(['user_id', 'id']).execute();

  await withId(db.schema.createTable('quotation_lines'), db)
    .addColumn('quotation_id', 'integer', (col) => col.notNull().references('quotations.id').onDelete('cascade'))
    .addColumn('cart_item_id', 'integer')
    // A part of the customer's drawing: no shape, the drawing as quoted (OrderedDrawing JSON).
    .addColumn('shape_id', 'integer')
    .addColumn('drawing_id', 'text')
    .addColumn('drawing', 'text')
    .addColumn('shape_slug', 'text', (col) => col.notNull())
    .addColumn('shape_name', 'text', (col) => col.notNull())
    .addColumn('material_name', 'text', (col) => col.notNull())
    .addColumn('thickness', 'double precision', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('finish', 'text', (col) => col.notNull())
    .addColumn('dimensions', 'text', (col) => col.notNull())
    .addColumn('image_file_id', 'text', (col) => col.references('files.id'))
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('weight_kg', 'double precision', (col) => col.notNull())
    .addColumn('cut_length_mm', 'double precision', (col) => col.notNull())
    .addColumn('pierces', 'integer', (col) => col.notNull())
    .addColumn('unit_paise', money, (col) => col.notNull())
    .addColumn('line_paise', money, (col) => col.notNull())
    .addColumn('discount_percent', 'double precision', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('quotation_lines_quotation')
    .on('quotation_lines')
    .columns(['quotation_id', 'id'])
    .execute();
  await db.schema.createIndex('quotation_lines_image_file').on('quotation_lines').column('image_file_id').execute();

  await db.schema
    .alterTable('orders')
    .addColumn('quotation_id', 'integer', (col) => col.references('quotations.id'))
    .execute();
  // Many orders have none; each quotation is ordered once (NULLs are distinct on both dialects).
  await db.schema.createIndex('orders_quotation').on('orders').column('quotation_id').unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_quotation').execute();
  await db.schema.alterTable('orders').dropColumn('quotation_id').execute();
  await db.schema.dropTable('quotation_lines').execute();
  await db.schema.dropTable('quotations').execute();
  await db.schema.dropTable('quotation_serials').execute();
}
