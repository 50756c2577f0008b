import type { Kysely } from 'kysely';

/**
 * The owner's shop settings: one row, there from the start so that every change can lock it.
 * settings stays null until first written: the shop then shows the defaults (and SHOP_* seeds).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shop_settings')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('settings', 'text')
    .addColumn('details_saved_at', 'text')
    .addColumn('updated_at', 'text')
    .addColumn('updated_by', 'integer', (col) => col.references('users.id'))
    .execute();
  await db.insertInto('shop_settings').values({ id: 1 }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('shop_settings').execute();
}
