import type { Kysely } from 'kysely';

/** The shop's rates: one row, saved by the admin; none until then (prices on request). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shop_pricing')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('pricing', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'integer', (col) => col.notNull().references('users.id'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('shop_pricing').execute();
}
