import { useMutation } from '@tanstack/react-query';
import type { OrderStatus } from '@steelcut/domain/schemas/order';
import { api } from '../../../lib/api-client';
import { useApplyOrderReply, type OrderReply } from './order-reply';

export type StatusReply = OrderReply;

export const updateOrderStatus = (id: number, status: OrderStatus) =>
  api.put<StatusReply>(`/order/${id}/status`, { status });

/** On success the order shows its new status and dates, and every admin list and count is refetched. */
export function useUpdateOrderStatus(id: number) {
  const apply = useApplyOrderReply(id);
  return useMutation({
    mutationFn: (status: OrderStatus) => updateOrderStatus(id, status),
    onSuccess: apply,
  });
}
