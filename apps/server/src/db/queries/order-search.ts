import { sql } from 'kysely';
import { AWAITING_DISPATCH_STATUSES } from '@steelcut/domain/dispatch/dispatch-mark';
import { ORDER_NO_PATTERN } from '@steelcut/domain/order-no';
import type { Db } from '../database';
import { likePattern } from '../like';
import type { AdminListQuery } from '@steelcut/domain/schemas/views';
import type { PaymentStatus } from '../types';
import { isPostgres } from '../write-together';

/** The orders the back office and a customer's list search: read by the orders and back-office modules. */

/** The FTS5 trigram index answers only texts of at least three characters. */
const TRIGRAM = 3;
const SEARCHED = ['order_no', 'customer_name', 'customer_email', 'customer_phone'] as const;
/**
 * A search counts its matches only this many pages past the one asked for, and says 'more'
 * beyond (the pages grow as the admin goes on): counting 10,000 matches of a broad name cost
 * more than finding the page, and a search that broad is refined, not paged through.
 */
export const SEARCH_PAGES_AHEAD = 9;
export const searchCountCap = (page: number, limit: number) => (page + SEARCH_PAGES_AHEAD) * limit;

export interface OrderFilter {
  userId?: number;
  orderType?: number;
  status?: string;
  paymentStatus?: PaymentStatus;
  search?: string;
}

/** Orders matching the back office's filters and search (DECISIONS: order number, name, e-mail, phone). */
export function filteredOrders(db: Db, filter: OrderFilter) {
  let query = ftsSearch(db, filter.search) ?? db.selectFrom('orders');
  if (filter.userId !== undefined) query = query.where('orders.user_id', '=', filter.userId);
  if (filter.orderType !== undefined) query = query.where('orders.order_type', '=', filter.orderType);
  if (filter.status) query = query.where('orders.status', '=', filter.status);
  if (filter.paymentStatus) query = query.where('orders.payment_status', '=', filter.paymentStatus);
  if (filter.search && ORDER_NO_PATTERN.test(filter.search)) {
    // A whole order number: its unique index, not a substring search of the shop's common prefix.
    query = query.where('orders.order_no', '=', filter.search.toUpperCase());
  } else if (filter.search && isPostgres(db)) {
    // One lowered text of the searched columns with a pg_trgm index (migration 2026112402).
    query = query.where(sql<boolean>`search_text like ${likePattern(filter.search)} escape '\\'`);
  } else if (filter.search && filter.search.length < TRIGRAM) {
    const like = likePattern(filter.search);
    query = query.where((eb) =>
      eb.or(SEARCHED.map((column) => sql<boolean>`lower(${sql.ref(`orders.${column}`)}) like ${like} escape '\\'`)),
    );
  }
  return query;
}

/**
 * SQLite: orders joined to the FTS5 trigram table's matches (a phrase of the text is a substring).
 * Ordered by its rowid, the join walks the matches newest first and stops at the page's end.
 */
function ftsSearch(db: Db, search: string | undefined) {
  if (!search || isPostgres(db) || search.length < TRIGRAM || ORDER_NO_PATTERN.test(search)) return undefined;
  return db
    .selectFrom(sql`orders_search`.as('found'))
    .innerJoin('orders', (join) => join.on(sql.ref('orders.id'), '=', sql.ref('found.rowid')))
    .where(sql<boolean>`orders_search match ${`"${search.replace(/"/g, '""')}"`}`);
}

/** Newest first; on SQLite's search, by the FTS table's own rowid order (see ftsSearch). */
export const newestFirst = (db: Db, filter: OrderFilter) =>
  sql.ref(ftsSearch(db, filter.search) ? 'found.rowid' : 'orders.id');

/**
 * Orders still to dispatch (pending or in progress), or the others. An `in` list finds the few
 * open orders on orders_type_status where `not in` would scan; the statuses are literals, not
 * parameters, so the dashboard's query also matches the partial index orders_awaiting_dispatch.
 */
export const whereAwaitingDispatch = (awaiting: boolean) =>
  sql<boolean>`orders.status ${sql.raw(awaiting ? 'in' : 'not in')} (${sql.join(AWAITING_DISPATCH_STATUSES.map((status) => sql.lit(status)))})`;

/** The back office's list query as a filter ('All' and '' filter nothing). */
export function adminListFilter(query: AdminListQuery): OrderFilter {
  const { search, status, paymentStatus, orderType } = query;
  return {
    orderType: Number(orderType),
    search: search || undefined,
    status: status && status !== 'All' ? status : undefined,
    paymentStatus: paymentStatus && paymentStatus !== 'All' ? paymentStatus : undefined,
  };
}
