import type { Kysely } from 'kysely';
import { isPostgres } from '../write-together';

/**
 * Dispatch tiers (issue 26): an order keeps the tier the customer chose ('standard' or
 * 'express'), its surcharge percentage and the date ('YYYY-MM-DD', India) it is dispatched by;
 * its estimate keeps the surcharge in paise (part of the subtotal, 64-bit like every amount).
 * Orders placed before keep standard, 0 % and no date.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('lead_time', 'text', (col) => col.notNull().defaultTo('standard'))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('surcharge_percent', 'double precision', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('orders').addColumn('dispatch_by', 'text').execute();
  await db.schema
    .alterTable('order_amounts')
    .addColumn('surcharge_paise', isPostgres(db) ? 'bigint' : 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_amounts').dropColumn('surcharge_paise').execute();
  for (const column of ['dispatch_by', 'surcharge_percent', 'lead_time']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
}
