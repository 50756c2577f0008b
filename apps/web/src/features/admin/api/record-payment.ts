import { useMutation } from '@tanstack/react-query';
import type { RecordPaymentBody } from '@steelcut/domain/schemas/billing';
import { api } from '../../../lib/api-client';
import { useApplyOrderReply, type OrderReply } from './order-reply';

/** POST /admin/orders/{id}/payments: an amount received by UPI, its reference and day. */
export const recordPayment = (id: number, body: RecordPaymentBody) =>
  api.post<OrderReply>(`/admin/orders/${id}/payments`, body);

export function useRecordPayment(id: number) {
  const apply = useApplyOrderReply(id);
  return useMutation({ mutationFn: (body: RecordPaymentBody) => recordPayment(id, body), onSuccess: apply });
}
