import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderSummaryQueryKey } from './get-order-summary';
import { ORDERS_TABLE_QUERY_ROOT } from './get-orders-table';

export type ConvertReply = { success: boolean; message: string };

export const convertLead = (id: number) => api.put<ConvertReply>(`/order/${id}/convert`);

/** Refetches both lists and the dashboard counts, also on failure: a 409 means someone else converted it. */
export function useConvertLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertLead,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ORDERS_TABLE_QUERY_ROOT }),
        queryClient.invalidateQueries({ queryKey: orderSummaryQueryKey }),
      ]),
  });
}
