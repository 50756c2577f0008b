import type { Kysely } from 'kysely';

/**
 * Customers' DXF drawings (issue 23): what each measured, as JSON, and its preview; the file
 * itself is kept in the uploads' storage (disk, or the database with STORAGE=database) under
 * drawings/<id>. A guest's drawing has no user until they sign in with it in their cart.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('drawings')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'integer', (col) => col.notNull())
    .addColumn('units', 'text', (col) => col.notNull())
    .addColumn('units_from', 'text', (col) => col.notNull())
    .addColumn('measures', 'text', (col) => col.notNull())
    .addColumn('preview', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('drawings_user').on('drawings').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('drawings').execute();
}
