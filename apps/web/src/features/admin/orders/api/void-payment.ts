import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { useApplyOrderReply, type OrderReply } from './order-reply';

type VoidRequest = { paymentId: number; reason: string };

/** POST /admin/orders/{id}/payments/{paymentId}/void: the payment stays on record, marked void. */
export const voidPayment = (id: number, { paymentId, reason }: VoidRequest) =>
  api.post<OrderReply>(`/admin/orders/${id}/payments/${paymentId}/void`, { reason });

export function useVoidPayment(id: number) {
  const apply = useApplyOrderReply(id);
  return useMutation({ mutationFn: (request: VoidRequest) => voidPayment(id, request), onSuccess: apply });
}
