import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { RecordRefundBody } from '@steelcut/domain/schemas/billing';
import { api } from '../../../../lib/api-client';
import { createAttemptKeys } from '../../../../lib/attempt-key';
import { useApplyOrderReply, type OrderReply } from './order-reply';

/**
 * POST /admin/orders/{id}/refunds: money paid back to the customer, at most what is due back, with
 * an Idempotency-Key so that a retry after a lost answer records the refund once.
 */
export const recordRefund = (id: number, body: RecordRefundBody, idempotencyKey: string) =>
  api.post<OrderReply>(`/admin/orders/${id}/refunds`, body, { headers: { 'Idempotency-Key': idempotencyKey } });

export function useRecordRefund(id: number) {
  const apply = useApplyOrderReply(id);
  const [attemptKeys] = useState(() => createAttemptKeys());
  return useMutation({
    mutationFn: (body: RecordRefundBody) => recordRefund(id, body, attemptKeys.keyFor(JSON.stringify(body))),
    onSuccess: (reply) => {
      attemptKeys.reset();
      return apply(reply);
    },
  });
}
