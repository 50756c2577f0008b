import { sql, type Kysely } from 'kysely';

/**
 * The orders still to dispatch (pending or in progress) by their dispatch date (issue: business
 * buyers): the dashboard's orders due or late read these few rows, not every order. Partial: the
 * predicate is written the same in the query (order-search.ts), so both databases see that the
 * index holds every row it asks for.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('orders_awaiting_dispatch')
    .on('orders')
    .columns(['dispatch_by', 'id'])
    .where(
      sql.ref('status'),
      'in',
      ['Pending', 'In-Progress'].map((status) => sql.lit(status)),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_awaiting_dispatch').execute();
}
