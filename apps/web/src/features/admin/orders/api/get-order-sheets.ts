import { useQuery } from '@tanstack/react-query';
import type { OrderSheets } from '@steelcut/domain/schemas/nesting';
import { api } from '../../../../lib/api-client';

/** GET /cutting/{id}: the sheets of nests in use that hold the order's lines. */
export const getOrderSheets = (orderId: number) => api.get<OrderSheets>(`/cutting/${orderId}`);

export function useOrderSheets(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'nests', 'order', orderId] as const,
    queryFn: () => getOrderSheets(orderId),
    enabled,
  });
}
