import { useMutation } from '@tanstack/react-query';
import type { SetQuoteBody } from '@steelcut/domain/schemas/billing';
import { api } from '../../../../lib/api-client';
import { useApplyOrderReply, type OrderReply } from './order-reply';

/** PUT /admin/orders/{id}/quote: the taxable value; the server adds GST by the delivery state. */
export const setQuote = (id: number, body: SetQuoteBody) => api.put<OrderReply>(`/admin/orders/${id}/quote`, body);

export function useSetQuote(id: number) {
  const apply = useApplyOrderReply(id);
  return useMutation({ mutationFn: (body: SetQuoteBody) => setQuote(id, body), onSuccess: apply });
}
