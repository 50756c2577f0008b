import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ORDERS_PAGE_SIZE } from '@steelcut/domain/schemas/order';
import { api } from '../../../lib/api-client';
import { orderKeys } from '../../../lib/order-query-keys';
import type { OrdersPage } from './types';

export const ordersQueryKey = (userId: number | undefined, page: number) =>
  [...orderKeys.customerLists, userId, page] as const;

export function getOrders(userId: number, page: number): Promise<OrdersPage> {
  return api.get<OrdersPage>(`/order/user/${userId}?page=${page}&limit=${ORDERS_PAGE_SIZE}`);
}

/** One page of the customer's orders, newest first; the previous page stays on screen while the next loads. */
export function useOrders(userId: number | undefined, page: number) {
  return useQuery({
    queryKey: ordersQueryKey(userId, page),
    queryFn: () => getOrders(userId!, page),
    enabled: userId !== undefined,
    placeholderData: keepPreviousData,
  });
}
