import type { Kysely } from 'kysely';
import { withId } from './helpers';

/**
 * Nests (issue 33): the confirmed parts of one plate laid out on sheets. A nest is kept as worked
 * out (its parts' outlines and the sheets, JSON), `proposed` until the admin uses it; each order line
 * of a nest in use is listed once in nested_items, so no line is cut from two nests.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db.schema.createTable('nests'), db)
    .addColumn('grade', 'text', (col) => col.notNull())
    .addColumn('thickness_mm', 'double precision', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('gap_mm', 'double precision', (col) => col.notNull())
    .addColumn('margin_mm', 'double precision', (col) => col.notNull())
    .addColumn('parts', 'text', (col) => col.notNull())
    .addColumn('result', 'text', (col) => col.notNull())
    .addColumn('utilisation', 'double precision', (col) => col.notNull())
    .addColumn('sheet_count', 'integer', (col) => col.notNull())
    .addColumn('pieces', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createTable('nested_items')
    .addColumn('item_id', 'integer', (col) => col.primaryKey().references('order_items.id'))
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
    .addColumn('nest_id', 'integer', (col) => col.notNull().references('nests.id'))
    .execute();
  await db.schema.createIndex('nested_items_order').on('nested_items').column('order_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('nested_items').execute();
  await db.schema.dropTable('nests').execute();
}
