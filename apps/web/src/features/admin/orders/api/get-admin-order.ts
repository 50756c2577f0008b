import { useQuery } from '@tanstack/react-query';
import type { BillingView } from '@steelcut/domain/schemas/billing';
import type { OrderItemView, OrderView } from '@steelcut/domain/schemas/views';
import { api } from '../../../../lib/api-client';
import { orderKeys } from '../../../../lib/order-query-keys';

/** An order, its items and its money: estimate, quote, payments and history. */
export type AdminOrderDetail = { order: OrderView; items: OrderItemView[]; billing: BillingView };

export const adminOrderQueryKey = orderKeys.adminOrder;

/** Any customer's order: the server lets the admin read them all. */
export const getAdminOrder = (id: number) => api.get<AdminOrderDetail>(`/order/${id}`);

export function useAdminOrder(id: number) {
  return useQuery({
    queryKey: adminOrderQueryKey(id),
    queryFn: () => getAdminOrder(id),
    enabled: Number.isInteger(id) && id > 0,
  });
}
