import { useQuery } from '@tanstack/react-query';
import type { OrderSheets } from '@steelcut/domain/schemas/nesting';
import { api } from '../../../lib/api-client';

/** GET /cutting/{id}: where the shop has planned to cut the order's parts (empty until it has). */
export const getOrderSheets = (orderId: number) => api.get<OrderSheets>(`/cutting/${orderId}`);

export function useOrderSheets(orderId: number) {
  return useQuery({ queryKey: ['orders', 'cutting', orderId] as const, queryFn: () => getOrderSheets(orderId) });
}
