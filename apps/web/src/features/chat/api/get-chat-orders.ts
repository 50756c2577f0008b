import { useQuery } from '@tanstack/react-query';
import type { OrdersPage, OrderView } from '@steelcut/domain/schemas/views';
import { api } from '../../../lib/api-client';
import { orderKeys } from '../../../lib/order-query-keys';

// The server's largest page: enough orders to choose from in a select.
const PICKER_LIMIT = 100;

/** Under the customer's order lists, so a live status change refreshes it too. */
export const chatOrdersQueryKey = (userId: number | undefined) =>
  [...orderKeys.customerLists, userId, 'chat-picker'] as const;

export async function getChatOrders(userId: number): Promise<OrderView[]> {
  const reply = await api.get<Partial<OrdersPage>>(`/order/user/${userId}?page=1&limit=${PICKER_LIMIT}`);
  return Array.isArray(reply?.orders) ? reply.orders : [];
}

/** The customer's orders, newest first, to choose which one a message is about. */
export function useChatOrders(userId: number | undefined) {
  return useQuery({
    queryKey: chatOrdersQueryKey(userId),
    queryFn: () => getChatOrders(userId!),
    enabled: userId !== undefined,
  });
}
