import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../write-together';

/** The columns the back office searches (DECISIONS: order number, name, e-mail, phone). */
const SEARCHED = ['order_no', 'customer_name', 'customer_email', 'customer_phone'] as const;

/**
 * Pieces per order, and the indexes the back office needs at 100,000 orders: the type/status
 * filters and counts, the dashboard's date ranges, and substring search. Substring search
 * (`like '%…%'`) cannot use a B-tree: PostgreSQL gets pg_trgm GIN indexes on the lowered
 * columns, SQLite an FTS5 trigram table over them, kept in step by triggers.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('total_pieces', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`update orders set total_pieces = coalesce(
      (select sum(quantity) from order_items where order_items.order_id = orders.id), 0)`.execute(db);
  await db.schema.createIndex('orders_type_status').on('orders').columns(['order_type', 'status', 'id']).execute();
  await db.schema.createIndex('orders_date').on('orders').column('order_date').execute();
  await db.schema
    .createIndex('order_status_history_order')
    .on('order_status_history')
    .columns(['order_id', 'to_status'])
    .execute();
  if (isPostgres(db)) await trigramIndexes(db);
  else await ftsTable(db);
}

async function trigramIndexes(db: Kysely<any>): Promise<void> {
  // One database, many schemas (tests): the extension lives once, in public; a lock keeps two
  // migrations from creating it at the same moment.
  await sql`select pg_advisory_xact_lock(hashtext('steelcut pg_trgm'))`.execute(db);
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  const opclass = sql.id(rows[0].schema, 'gin_trgm_ops');
  for (const column of SEARCHED) {
    await sql`create index ${sql.raw(`orders_search_${column}`)} on orders
      using gin (lower(${sql.ref(column)}) ${opclass})`.execute(db);
  }
}

async function ftsTable(db: Kysely<any>): Promise<void> {
  const columns = sql.raw(SEARCHED.join(', '));
  const newValues = sql.raw(SEARCHED.map((c) => `new.${c}`).join(', '));
  const oldValues = sql.raw(SEARCHED.map((c) => `old.${c}`).join(', '));
  await sql`create virtual table orders_search using fts5(${columns},
      content='orders', content_rowid='id', tokenize='trigram')`.execute(db);
  await sql`insert into orders_search(orders_search) values ('rebuild')`.execute(db);
  await sql`create trigger orders_search_insert after insert on orders begin
      insert into orders_search(rowid, ${columns}) values (new.id, ${newValues});
    end`.execute(db);
  await sql`create trigger orders_search_delete after delete on orders begin
      insert into orders_search(orders_search, rowid, ${columns}) values ('delete', old.id, ${oldValues});
    end`.execute(db);
  await sql`create trigger orders_search_update after update of ${columns} on orders begin
      insert into orders_search(orders_search, rowid, ${columns}) values ('delete', old.id, ${oldValues});
      insert into orders_search(rowid, ${columns}) values (new.id, ${newValues});
    end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const column of SEARCHED) await sql`drop index ${sql.raw(`orders_search_${column}`)}`.execute(db);
  } else {
    for (const event of ['insert', 'delete', 'update'])
      await sql`drop trigger ${sql.raw(`orders_search_${event}`)}`.execute(db);
    await sql`drop table orders_search`.execute(db);
  }
  for (const index of ['orders_type_status', 'orders_date', 'order_status_history_order'])
    await db.schema.dropIndex(index).execute();
  await db.schema.alterTable('orders').dropColumn('total_pieces').execute();
}
