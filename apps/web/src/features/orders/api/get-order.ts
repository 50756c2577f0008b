import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderKeys } from '../../../lib/order-query-keys';
import type { OrderDetail } from './types';

export const orderQueryKey = orderKeys.customerOrder;

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
