import type { Kysely } from 'kysely';
import { withId } from './helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('files')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('original_name', 'text', (col) => col.notNull())
    .addColumn('mime_type', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('storage_key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await withId(db.schema.createTable('shapes'), db)
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('shape_name', 'text', (col) => col.notNull())
    .addColumn('image_name', 'text', (col) => col.notNull())
    .addColumn('parameters', 'text', (col) => col.notNull())
    .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('is_hide', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await withId(db.schema.createTable('materials'), db)
    .addColumn('material_name', 'text', (col) => col.notNull().unique())
    .addColumn('density', 'double precision', (col) => col.notNull())
    .execute();

  await withId(db.schema.createTable('cart_items'), db)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('shape_id', 'integer', (col) => col.notNull().references('shapes.id'))
    .addColumn('material_name', 'text', (col) => col.notNull())
    .addColumn('thickness', 'double precision', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('finish', 'text', (col) => col.notNull())
    .addColumn('parameters', 'text', (col) => col.notNull())
    .addColumn('image_file_id', 'text', (col) => col.references('files.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('cart_items_user').on('cart_items').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['cart_items', 'materials', 'shapes', 'files']) await db.schema.dropTable(table).execute();
}
