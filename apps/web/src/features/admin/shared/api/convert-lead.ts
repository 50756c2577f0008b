import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { orderKeys } from '../../../../lib/order-query-keys';
import { adminKeys } from '../lib/query-keys';
import { ORDERS_TABLE_QUERY_ROOT } from './get-orders-table';

export type ConvertReply = { success: boolean; message: string };

export const convertLead = (id: number) => api.put<ConvertReply>(`/order/${id}/convert`);

/**
 * Refetches both lists, the dashboard and the lead itself (its page then shows an order), also
 * on failure: a 409 means someone else converted it.
 */
export function useConvertLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertLead,
    onSettled: (_reply, _error, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ORDERS_TABLE_QUERY_ROOT }),
        queryClient.invalidateQueries({ queryKey: orderKeys.adminSummary }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard }),
        queryClient.invalidateQueries({ queryKey: orderKeys.adminOrder(id) }),
      ]),
  });
}
