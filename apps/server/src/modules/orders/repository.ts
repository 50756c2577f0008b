import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { OrderItemsTable, OrdersTable } from '../../db/types';

export type OrderRow = Selectable<OrdersTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;

export interface OrderFilter {
  userId?: number;
  orderType?: number;
  status?: string;
  search?: string;
}

export function createOrderRepository(db: Db) {
  function filtered(filter: OrderFilter) {
    let query = db.selectFrom('orders').where('order_no', 'is not', null);
    if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
    if (filter.orderType !== undefined) query = query.where('order_type', '=', filter.orderType);
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.search) {
      const like = `%${filter.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) =>
        eb.or(
          (['order_no', 'customer_name', 'customer_email', 'customer_phone'] as const).map(
            (column) => sql<boolean>`lower(${sql.ref(column)}) like ${like} escape '\\'`,
          ),
        ),
      );
    }
    return query;
  }

  return {
    async page(filter: OrderFilter, page: number, limit: number) {
      const [rows, count] = await Promise.all([
        filtered(filter)
          .selectAll()
          .orderBy('id', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        filtered(filter)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: count.n };
    },
    findById: (id: number) => db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst(),
    itemsOf: (orderId: number) =>
      db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),
    insertOrder: (row: Insertable<OrdersTable>) =>
      db.insertInto('orders').values(row).returning('id').executeTakeFirstOrThrow(),
    setOrderNo: (id: number, orderNo: string) =>
      db.updateTable('orders').set({ order_no: orderNo }).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),
    insertItems: (rows: Insertable<OrderItemsTable>[]) => db.insertInto('order_items').values(rows).execute(),
    recordStatus: (orderId: number, changedBy: number, from: string | null, to: string, at: string) =>
      db
        .insertInto('order_status_history')
        .values({ order_id: orderId, changed_by: changedBy, from_status: from, to_status: to, changed_at: at })
        .execute(),
    findIdempotent: (userId: number, key: string) =>
      db
        .selectFrom('idempotency_keys')
        .select('order_id')
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .executeTakeFirst(),
    saveIdempotent: (userId: number, key: string, orderId: number, at: string) =>
      db.insertInto('idempotency_keys').values({ user_id: userId, key, order_id: orderId, created_at: at }).execute(),
    updateOrder: (id: number, changes: Partial<Insertable<OrdersTable>>) =>
      db.updateTable('orders').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),
    async statusCounts() {
      return db
        .selectFrom('orders')
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .where('order_type', '=', 2)
        .where('order_no', 'is not', null)
        .groupBy('status')
        .execute();
    },
  };
}
export type OrderRepository = ReturnType<typeof createOrderRepository>;
