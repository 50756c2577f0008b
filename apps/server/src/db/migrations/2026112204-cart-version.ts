import type { Kysely } from 'kysely';

/** Bumped on every change to a user's cart, so any process can tell whether its cached answer still holds. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('cart_version', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('cart_version').execute();
}
