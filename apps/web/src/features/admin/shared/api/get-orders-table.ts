import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ORDER_TYPE, ORDERS_PAGE_SIZE, type OrderStatus } from '@steelcut/domain/schemas/order';
import type { PaymentStatus } from '@steelcut/domain/schemas/billing';
import type { AdminListSort, OrdersPage } from '@steelcut/domain/schemas/views';
import { api } from '../../../../lib/api-client';
import { orderKeys } from '../../../../lib/order-query-keys';

export type OrderType = (typeof ORDER_TYPE)[keyof typeof ORDER_TYPE];
export type StatusFilter = OrderStatus | 'All';
export type PaymentFilter = PaymentStatus | 'All';
export type OrdersTableFilters = {
  orderType: OrderType;
  page: number;
  search: string;
  status: StatusFilter;
  payment: PaymentFilter;
  /** The orders screen's order; the leads screen sends none (newest first). */
  sort?: AdminListSort;
};

export const ORDERS_TABLE_MSG = { fetchFailed: 'Unexpected error', empty: 'No orders found' } as const;

/** Both screens' lists, every page and filter. */
export const ORDERS_TABLE_QUERY_ROOT = orderKeys.adminTables;
export const ordersTableQueryKey = (filters: OrdersTableFilters) => [...ORDERS_TABLE_QUERY_ROOT, filters] as const;

export function getOrdersTable({
  orderType,
  page,
  search,
  status,
  payment,
  sort,
}: OrdersTableFilters): Promise<OrdersPage> {
  const query = new URLSearchParams({
    page: String(page),
    limit: String(ORDERS_PAGE_SIZE),
    search,
    status,
    orderType: String(orderType),
  });
  if (payment !== 'All') query.set('paymentStatus', payment);
  if (sort) query.set('sort', sort);
  return api.get<OrdersPage>(`/admin/ordersTable?${query}`);
}

// SPEC section 3: rows repeating an Order_No are dropped on display.
function dropRepeatedOrderNos(page: OrdersPage): OrdersPage {
  const seen = new Set<string>();
  const orders = page.orders.filter((order) => {
    if (seen.has(order.Order_No)) return false;
    seen.add(order.Order_No);
    return true;
  });
  return { ...page, orders };
}

/** One page of leads (orderType 1) or orders (orderType 2); the previous page stays on screen while the next loads. */
export function useOrdersTable(filters: OrdersTableFilters) {
  return useQuery({
    queryKey: ordersTableQueryKey(filters),
    queryFn: () => getOrdersTable(filters),
    select: dropRepeatedOrderNos,
    placeholderData: keepPreviousData,
  });
}
