import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { ORDER_TYPE } from '@steelcut/domain/schemas/order';
import { filteredOrders, whereAwaitingDispatch, type OrderFilter } from '../../db/queries/order-search';

/** When an order entered In-Progress: its latest change to it, else when it became an order. */
const inProgressSince = sql<string>`coalesce(
  (select max(h.changed_at) from order_status_history h where h.order_id = orders.id and h.to_status = 'In-Progress'),
  orders.converted_date, orders.order_date)`;

export function createBackOfficeRepository(db: Db) {
  const entry = ['id', 'order_no', 'customer_name', 'order_type', 'status', 'dispatch_by'] as const;

  /** The first `limit` rows, oldest wait first, and how many there are in all. */
  async function listed<Row>(rows: Promise<Row[]>, total: Promise<{ n: number }>) {
    const [found, count] = await Promise.all([rows, total]);
    return { rows: found, total: Number(count.n) };
  }

  return {
    /** Orders placed in each [start, next start) window; the last window runs to `end`. */
    async placedPerWindow(starts: string[], end: string): Promise<number[]> {
      const bounds = [...starts, end];
      const row = await db
        .selectFrom('orders')
        .select(
          starts.map((start, i) =>
            sql<number>`coalesce(sum(case when order_date >= ${start} and order_date < ${bounds[i + 1]} then 1 else 0 end), 0)`.as(
              `w${i}`,
            ),
          ),
        )
        .where('order_date', '>=', starts[0])
        .executeTakeFirstOrThrow();
      return starts.map((_, i) => Number((row as Record<string, number>)[`w${i}`]));
    },

    /** Leads and orders still to dispatch whose date is `today` or before, the earliest first. */
    dueForDispatch(today: string, limit: number) {
      const due = db.selectFrom('orders').where(whereAwaitingDispatch(true)).where('dispatch_by', '<=', today);
      return listed(
        due
          .select([...entry, 'order_date as since'])
          .orderBy('dispatch_by')
          .orderBy('id')
          .limit(limit)
          .execute(),
        due.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      );
    },

    waitingLeads: (limit: number) =>
      listed(
        db
          .selectFrom('orders')
          .select([...entry, 'order_date as since'])
          .where('order_type', '=', ORDER_TYPE.lead)
          .where('status', '!=', 'Cancelled')
          .orderBy('id')
          .limit(limit)
          .execute(),
        db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('order_type', '=', ORDER_TYPE.lead)
          .where('status', '!=', 'Cancelled')
          .executeTakeFirstOrThrow(),
      ),

    stuckInProgress(before: string, limit: number) {
      const stuck = db
        .selectFrom('orders')
        .select([...entry, inProgressSince.as('since')])
        .where('order_type', '=', ORDER_TYPE.order)
        .where('status', '=', 'In-Progress')
        .where(inProgressSince, '<', before);
      return listed(
        stuck.orderBy('since').orderBy('id').limit(limit).execute(),
        db
          .selectFrom(stuck.as('stuck'))
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      );
    },

    undelivered(before: string, limit: number) {
      const late = db
        .selectFrom('orders')
        .where('order_type', '=', ORDER_TYPE.order)
        .where('status', '=', 'Dispatched')
        .where('dispatched_date', '<', before);
      return listed(
        late
          .select([...entry, sql<string>`dispatched_date`.as('since')])
          .orderBy('dispatched_date')
          .orderBy('id')
          .limit(limit)
          .execute(),
        late.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      );
    },

    /** One batch of the filtered list, newest first, below `beforeId`, with the items of each order. */
    async exportBatch(filter: OrderFilter, beforeId: number, size: number) {
      const orders = await filteredOrders(db, filter)
        .selectAll()
        .where('id', '<', beforeId)
        .orderBy('id', 'desc')
        .limit(size)
        .execute();
      if (orders.length === 0) return { orders, items: [] };
      const items = await db
        .selectFrom('order_items')
        .selectAll()
        .where(
          'order_id',
          'in',
          orders.map((order) => order.id),
        )
        .orderBy('order_id')
        .orderBy('id')
        .execute();
      return { orders, items };
    },
  };
}
export type BackOfficeRepository = ReturnType<typeof createBackOfficeRepository>;
