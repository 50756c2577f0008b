import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/database';
import { ADMIN_USER_ID } from '@steelcut/domain/constants';
import { ORDER_TYPE } from '@steelcut/domain/schemas/order';
import type { AdminListSort } from '@steelcut/domain/schemas/views';
import { isPostgres } from '../../db/write-together';
import { takesMail } from '../notifications/switches';
import { cartItemsQuery, cartItemsRemoval, cartVersionBump, type CartRow } from '../../db/queries/cart-items';
import {
  filteredOrders,
  newestFirst,
  searchCountCap,
  whereAwaitingDispatch,
  type OrderFilter,
} from '../../db/queries/order-search';
import { removeThenWrite, writeTogether } from '../../db/write-together';
import type { Mail } from '../../lib/mail';
import { outboxInsert } from '../../lib/mail-outbox';
import type { OrderAmountsTable, OrderItemsTable, OrderRow, OrdersTable } from '../../db/types';

export interface Placement {
  order: OrderRow;
  items: Insertable<OrderItemsTable>[];
  cartItemIds: number[];
  idempotency: Idempotency | undefined;
  mails: Mail[];
  /** The estimate at the shop's rates, when it has any. */
  estimate?: Insertable<OrderAmountsTable>;
  cartChanged: () => Error;
}

/** An order's Idempotency-Key and the hash of the request placed under it. */
export interface Idempotency {
  key: string;
  requestHash: string;
}

export interface StatusChange {
  by: number;
  from: string | null;
  to: string;
  at: string;
}

/** Sets an order's columns and returns the order as it now is. */
const updateOrder = (db: Db, orderId: number, changes: Partial<Insertable<OrdersTable>>) =>
  db.updateTable('orders').set(changes).where('id', '=', orderId).returningAll().executeTakeFirstOrThrow();

export function createOrderRepository(db: Db) {
  const statusInsert = (orderId: number, changedBy: number, from: string | null, to: string, at: string) =>
    db
      .insertInto('order_status_history')
      .values({ order_id: orderId, changed_by: changedBy, from_status: from, to_status: to, changed_at: at });

  /** The kept counts for the back office's plain lists; a search's matches up to its cap; a customer's by counting. */
  async function totalOf(
    filter: OrderFilter,
    page: number,
    limit: number,
  ): Promise<{ total: number; totalCapped: boolean }> {
    if (filter.search) {
      const cap = searchCountCap(page, limit);
      const found = await db
        .selectFrom(
          filteredOrders(db, filter)
            .select('orders.id')
            .limit(cap + 1)
            .as('found'),
        )
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return { total: Math.min(Number(found.n), cap), totalCapped: Number(found.n) > cap };
    }
    if (filter.userId === undefined && !filter.paymentStatus && filter.orderType !== undefined) {
      let kept = db
        .selectFrom('order_counts')
        .select((eb) => eb.fn.sum<number>('n').as('n'))
        .where('order_type', '=', filter.orderType);
      if (filter.status) kept = kept.where('status', '=', filter.status);
      return { total: Number((await kept.executeTakeFirstOrThrow()).n ?? 0), totalCapped: false };
    }
    const counted = await filteredOrders(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return { total: Number(counted.n), totalCapped: false };
  }

  const newestPage = (filter: OrderFilter, limit: number, offset: number) =>
    filteredOrders(db, filter)
      .selectAll('orders')
      .orderBy(newestFirst(db, filter), 'desc')
      .limit(limit)
      .offset(offset)
      .execute();

  /**
   * The dispatch order in two parts, each on its own index: the orders still to dispatch (few,
   * sorted by date, undated last, older first), then the rest newest first, continuing where the
   * first part ends. One query sorted by a computed key would sort every order of the shop.
   */
  async function dispatchPage(filter: OrderFilter, limit: number, offset: number) {
    const awaiting = filteredOrders(db, filter).where(whereAwaitingDispatch(true));
    const waiting = await db
      .selectFrom(awaiting.select('orders.id').as('awaiting'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const awaitingCount = Number(waiting.n);
    const first =
      offset < awaitingCount
        ? await awaiting
            .selectAll('orders')
            .orderBy(sql`orders.dispatch_by is null`)
            .orderBy('orders.dispatch_by')
            .orderBy('orders.id')
            .limit(limit)
            .offset(offset)
            .execute()
        : [];
    if (first.length === limit) return first;
    const rest = await filteredOrders(db, filter)
      .where(whereAwaitingDispatch(false))
      .selectAll('orders')
      .orderBy(newestFirst(db, filter), 'desc')
      .limit(limit - first.length)
      .offset(Math.max(0, offset - awaitingCount))
      .execute();
    return [...first, ...rest];
  }

  return {
    async page(filter: OrderFilter, page: number, limit: number, sort: AdminListSort = 'newest') {
      const offset = (page - 1) * limit;
      const [rows, total] = await Promise.all([
        sort === 'dispatch' ? dispatchPage(filter, limit, offset) : newestPage(filter, limit, offset),
        totalOf(filter, page, limit),
      ]);
      return { rows, ...total };
    },
    findById: (id: number) => db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst(),
    /** The order locked until the transaction `db` is in ends (SQLite's hold the write lock from BEGIN). */
    lockedById(id: number) {
      const query = db.selectFrom('orders').selectAll().where('id', '=', id);
      return (isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
    },
    itemsOf: (orderId: number) =>
      db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),
    /**
     * Everything placing an order reads, in one round trip: the customer as the order records
     * them, their address `addressId` (undefined if it is not theirs), who takes the order's
     * e-mails, the cart and, on PostgreSQL, the order's id.
     */
    async placementReads(userId: number, addressId: number) {
      const people = db
        .selectFrom('users as customer')
        .leftJoin('addresses', (join) =>
          join.onRef('addresses.user_id', '=', 'customer.id').on('addresses.id', '=', addressId),
        )
        .leftJoin('notification_settings as customer_switches', 'customer_switches.user_id', 'customer.id')
        .leftJoin('users as shop', (join) => join.on('shop.id', '=', ADMIN_USER_ID))
        .leftJoin('notification_settings as shop_switches', 'shop_switches.user_id', 'shop.id')
        .select([
          'customer.name',
          'customer.email',
          'customer.mobile_number',
          'customer.gstin',
          'customer.company',
          'addresses.address_line1',
          'addresses.address_line2',
          'addresses.city',
          'addresses.state',
          'addresses.postal_code',
          'addresses.country',
          'customer_switches.email_notifications as customer_mail_on',
          'customer_switches.order_status_notifications as customer_orders_on',
          'shop.email as shop_email',
          'shop_switches.email_notifications as shop_mail_on',
          'shop_switches.order_status_notifications as shop_orders_on',
        ])
        // An uncorrelated scalar subquery runs once per query, whatever the rows.
        .$if(isPostgres(db), (query) =>
          query.select(sql<number>`(select nextval(pg_get_serial_sequence('orders', 'id')))`.as('order_id')),
        )
        .where('customer.id', '=', userId);
      // One row per cart item, the people repeated on each; one row without an item if the cart is empty.
      const rows = await db
        .selectFrom(people.as('people'))
        .leftJoin(cartItemsQuery(db, userId).as('cart'), (join) => join.onTrue())
        .selectAll()
        .orderBy('cart.id')
        .execute();
      if (rows.length === 0) return undefined;
      const [row] = rows;
      const recipients = new Map<number, string>();
      if (takesMail({ email_notifications: row.customer_mail_on, kind_on: row.customer_orders_on }))
        recipients.set(userId, row.email);
      if (row.shop_email && takesMail({ email_notifications: row.shop_mail_on, kind_on: row.shop_orders_on }))
        recipients.set(ADMIN_USER_ID, row.shop_email);
      const { address_line1, address_line2, city, state, postal_code, country } = row;
      return {
        customer: {
          name: row.name,
          email: row.email,
          mobile_number: row.mobile_number,
          gstin: row.gstin,
          company: row.company,
        },
        // A left join: the address's columns are all there or all null, and so are an item's.
        address:
          address_line1 === null
            ? undefined
            : {
                address_line1,
                address_line2: address_line2!,
                city: city!,
                state: state!,
                postal_code: postal_code!,
                country: country!,
              },
        recipients,
        cart: rows.filter((item) => item.id !== null) as CartRow[],
        orderId: row.order_id,
      };
    },
    /**
     * The next order's id on SQLite, so its Order_No goes in with it: AUTOINCREMENT keeps the
     * highest id ever given in sqlite_sequence. Call it inside the write transaction, whose lock
     * keeps the id this order's. (PostgreSQL's comes from its sequence with placementReads.)
     */
    async nextSqliteOrderId(): Promise<number> {
      const next = sql<{
        id: number;
      }>`select coalesce((select seq from sqlite_sequence where name = 'orders'), 0) + 1 as id`;
      return Number((await next.execute(db)).rows[0].id);
    },
    /**
     * The writes of placing an order, together: the cart items leave the cart (all of them, or
     * `cartChanged()` is thrown and nothing changes), the order, its items, its first status, the
     * idempotency key and the mails go in. Call it on the change of asOneChange.
     */
    writePlacement({ order, items, cartItemIds, idempotency, mails, estimate, cartChanged }: Placement) {
      const customer = order.user_id;
      return removeThenWrite(
        db,
        cartItemsRemoval(db, customer, cartItemIds),
        cartItemIds.length,
        [
          cartVersionBump(db, customer),
          db.insertInto('orders').values(order),
          db.insertInto('order_items').values(items),
          statusInsert(order.id, customer, null, order.status, order.order_date),
          idempotency
            ? db.insertInto('idempotency_keys').values({
                user_id: customer,
                key: idempotency.key,
                request_hash: idempotency.requestHash,
                order_id: order.id,
                created_at: order.order_date,
              })
            : undefined,
          outboxInsert(db, mails),
          estimate ? db.insertInto('order_amounts').values(estimate) : undefined,
        ],
        cartChanged,
      );
    },
    /** The writes of a status change, together: the order's status and dates, its history, the mails. */
    async writeStatusChange(orderId: number, changes: Partial<OrderRow>, history: StatusChange, mails: Mail[]) {
      const changed = await updateOrder(db, orderId, changes);
      await writeTogether(db, [
        statusInsert(orderId, history.by, history.from, history.to, history.at),
        outboxInsert(db, mails),
      ]);
      return changed;
    },
    /** A courier or tracking number added or corrected on a sent order, with its mail. */
    async writeTrackingChange(orderId: number, changes: Partial<OrderRow>, mails: Mail[]) {
      const changed = await updateOrder(db, orderId, changes);
      await outboxInsert(db, mails)?.execute();
      return changed;
    },
    findIdempotent: (userId: number, key: string) =>
      db
        .selectFrom('idempotency_keys')
        .select(['order_id', 'request_hash'])
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .executeTakeFirst(),
    updateOrder: (id: number, changes: Partial<Insertable<OrdersTable>>) => updateOrder(db, id, changes),
    /** Placed orders not yet converted (type 1), from the kept counts. */
    leadsWaiting: async () =>
      Number(
        (
          await db
            .selectFrom('order_counts')
            .select((eb) => eb.fn.sum<number>('n').as('n'))
            .where('order_type', '=', ORDER_TYPE.lead)
            .executeTakeFirstOrThrow()
        ).n ?? 0,
      ),
    statusCounts: () =>
      db
        .selectFrom('order_counts')
        .select(['status', (eb) => eb.fn.sum<number>('n').as('n')])
        .where('order_type', '=', ORDER_TYPE.order)
        .groupBy('status')
        .execute(),
  };
}
export type OrderRepository = ReturnType<typeof createOrderRepository>;
