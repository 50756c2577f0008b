import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../write-together';

/**
 * Every order has its Order_No from the statement that inserts it. PostgreSQL says so with NOT
 * NULL; SQLite cannot add NOT NULL to a column without rebuilding the table (which its foreign
 * keys would cascade into), so two triggers refuse a missing number instead.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table orders alter column order_no set not null`.execute(db);
    return;
  }
  for (const event of ['insert', 'update'] as const) {
    await sql`
      create trigger ${sql.raw(`orders_order_no_required_${event}`)}
      before ${sql.raw(event === 'insert' ? 'insert' : 'update of order_no')} on orders
      when new.order_no is null
      begin
        select raise(abort, 'NOT NULL constraint failed: orders.order_no');
      end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table orders alter column order_no drop not null`.execute(db);
    return;
  }
  await sql`drop trigger orders_order_no_required_insert`.execute(db);
  await sql`drop trigger orders_order_no_required_update`.execute(db);
}
