import { useQuery } from '@tanstack/react-query';
import type { BillingView } from '@steelcut/domain/schemas/billing';
import type { OrderItemView, OrderView } from '@steelcut/domain/schemas/views';
import { api } from '../api-client';
import { orderKeys } from '../order-query-keys';

/** What the order costs, what was paid and its history; null from a server that sends none. */
export type OrderDetail = { order: OrderView | null; items: OrderItemView[]; billing: BillingView | null };

export const orderQueryKey = orderKeys.customerOrder;

/** GET /order/{id}: the customer's order (its page and its payment page share it). */
export async function getOrder(id: number): Promise<OrderDetail> {
  const reply = await api.get<Partial<OrderDetail>>(`/order/${id}`);
  return { order: reply.order ?? null, items: reply.items ?? [], billing: reply.billing ?? null };
}

export function useOrder(id: number) {
  return useQuery({
    queryKey: orderQueryKey(id),
    queryFn: () => getOrder(id),
    enabled: Number.isInteger(id) && id > 0,
  });
}
