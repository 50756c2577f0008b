import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { RecordPaymentBody } from '@steelcut/domain/schemas/billing';
import { api } from '../../../../lib/api-client';
import { createAttemptKeys } from '../../../../lib/attempt-key';
import { useApplyOrderReply, type OrderReply } from './order-reply';

/**
 * POST /admin/orders/{id}/payments: an amount received by UPI, its reference and day, with an
 * Idempotency-Key so that a retry after a lost answer records the payment once.
 */
export const recordPayment = (id: number, body: RecordPaymentBody, idempotencyKey: string) =>
  api.post<OrderReply>(`/admin/orders/${id}/payments`, body, { headers: { 'Idempotency-Key': idempotencyKey } });

export function useRecordPayment(id: number) {
  const apply = useApplyOrderReply(id);
  // The same payment sent again is the same attempt (same key); another payment gets a new key.
  const [attemptKeys] = useState(() => createAttemptKeys());
  return useMutation({
    mutationFn: (body: RecordPaymentBody) => recordPayment(id, body, attemptKeys.keyFor(JSON.stringify(body))),
    onSuccess: (reply) => {
      attemptKeys.reset();
      return apply(reply);
    },
  });
}
