import { useMutation } from '@tanstack/react-query';
import type { StatusChangeBody } from '@steelcut/domain/schemas/order';
import { api } from '../../../../lib/api-client';
import { useApplyOrderReply, type OrderReply } from './order-reply';

export type StatusReply = OrderReply;

/** `{ status }`, with the courier and tracking number when the admin gave them. */
export const updateOrderStatus = (id: number, change: StatusChangeBody) =>
  api.put<StatusReply>(`/order/${id}/status`, change);

/** On success the order shows its new status and dates, and every admin list and count is refetched. */
export function useUpdateOrderStatus(id: number) {
  const apply = useApplyOrderReply(id);
  return useMutation({
    mutationFn: (change: StatusChangeBody) => updateOrderStatus(id, change),
    onSuccess: apply,
  });
}
