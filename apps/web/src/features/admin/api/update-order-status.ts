import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '@steelcut/domain/schemas/order';
import { api } from '../../../lib/api-client';
import { adminOrderQueryKey, type AdminOrderDetail } from './get-admin-order';
import { orderSummaryQueryKey } from './get-order-summary';
import { ORDERS_TABLE_QUERY_ROOT } from './get-orders-table';

export type StatusReply = AdminOrderDetail & { message: string };

export const updateOrderStatus = (id: number, status: OrderStatus) =>
  api.put<StatusReply>(`/order/${id}/status`, { status });

/** On success the order shows its new status and dates, and every admin list and count is refetched. */
export function useUpdateOrderStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: OrderStatus) => updateOrderStatus(id, status),
    onSuccess: (reply) => {
      queryClient.setQueryData(adminOrderQueryKey(id), { order: reply.order, items: reply.items });
      void queryClient.invalidateQueries({ queryKey: ORDERS_TABLE_QUERY_ROOT });
      void queryClient.invalidateQueries({ queryKey: orderSummaryQueryKey });
    },
  });
}
