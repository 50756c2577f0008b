import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { orderKeys } from '../../../../lib/order-query-keys';

/** SPEC section 3 'Order status summary'. */
export type OrderSummary = { total: number; pending: number; in_progress: number; delivered: number };

export const orderSummaryQueryKey = orderKeys.adminSummary;

export const getOrderSummary = () => api.get<OrderSummary>('/admin/orderStatusSummary');

export function useOrderSummary() {
  return useQuery({ queryKey: orderSummaryQueryKey, queryFn: getOrderSummary });
}
