import type { Kysely } from 'kysely';
import { isPostgres } from '../write-together';

/**
 * Delivery on an order's estimate: what it cost (paise, 64-bit like every amount) and how it was
 * worked out ('free', 'charged' or 'quoted', with the reason the customer saw). Estimates written
 * before delivery counted keep 0 and no kind.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('order_amounts')
    .addColumn('delivery_paise', isPostgres(db) ? 'bigint' : 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('order_amounts').addColumn('delivery_kind', 'text').execute();
  await db.schema
    .alterTable('order_amounts')
    .addColumn('delivery_reason', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['delivery_reason', 'delivery_kind', 'delivery_paise']) {
    await db.schema.alterTable('order_amounts').dropColumn(column).execute();
  }
}
