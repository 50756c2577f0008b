import { useQueryClient } from '@tanstack/react-query';
import { adminOrderQueryKey, type AdminOrderDetail } from './get-admin-order';
import { orderKeys } from '../../../../lib/order-query-keys';
import { adminKeys } from '../../shared/lib/query-keys';
import { ORDERS_TABLE_QUERY_ROOT } from '../../shared/api/get-orders-table';

/** What the admin's order changes answer: the whole order again, and what happened. */
export type OrderReply = AdminOrderDetail & { message?: string };

/** Shows the answered order at once and refetches every admin list and count it may change. */
export function useApplyOrderReply(id: number) {
  const queryClient = useQueryClient();
  return ({ order, items, billing }: OrderReply) => {
    queryClient.setQueryData<AdminOrderDetail>(adminOrderQueryKey(id), { order, items, billing });
    void queryClient.invalidateQueries({ queryKey: ORDERS_TABLE_QUERY_ROOT });
    void queryClient.invalidateQueries({ queryKey: orderKeys.adminSummary });
    void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
  };
}
