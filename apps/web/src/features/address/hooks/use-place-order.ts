import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useNavigate } from 'react-router';
import { ERROR_CODE } from '@steelcut/domain/error-codes';
import type { LeadTimeTier } from '@steelcut/domain/schemas/lead-times';
import { ORDER_MSG } from '@steelcut/domain/schemas/order';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import type { ServerCartItem } from '../../../lib/cart/server-cart';
import type { OrderConfirmedState } from '../../../lib/order-confirmed';
import { addressesQueryKey } from '../api/get-addresses';
import { usePlaceOrderMutation } from '../api/place-order';
import type { Address } from '../api/types';
import { createAttemptKeys } from '../../../lib/attempt-key';

/**
 * Places the cart's order at the chosen address: once per attempt (the same Idempotency-Key for
 * a retry of the same cart and address), with SPEC section 8's toasts, then /order-confirmed.
 */
export function usePlaceOrder(user: { id: number; name?: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const mutation = usePlaceOrderMutation(user.id);
  const [problems, setProblems] = useState<string[]>([]);
  const [attemptKeys] = useState(() => createAttemptKeys());
  // A second click lands before React re-renders the disabled button.
  const inFlight = useRef(false);

  const place = (
    items: readonly ServerCartItem[],
    address: Address | null,
    leadTime: LeadTimeTier = 'standard',
    poNumber = '',
    quotationId?: number,
  ) => {
    if (inFlight.current) return;
    if (items.length === 0 && !quotationId) return void enqueueSnackbar(ORDER_MSG.emptyCart, { variant: 'error' });
    if (!address) return void enqueueSnackbar(ORDER_MSG.selectAddress, { variant: 'error' });

    inFlight.current = true;
    setProblems([]);
    // Another tier or PO number is another request: it gets its own key.
    const lines = quotationId ? `quotation ${quotationId}` : items.map((item) => item.id).join(',');
    const attempt = `${address.id}:${lines}:${leadTime}:${poNumber}`;
    mutation.mutate(
      {
        cartItems: quotationId ? [] : [...items],
        address,
        leadTime,
        idempotencyKey: attemptKeys.keyFor(attempt),
        poNumber,
        quotationId,
      },
      {
        onSuccess: (reply) => {
          attemptKeys.reset();
          if (!reply.Order_No) {
            enqueueSnackbar(ORDER_MSG.numberMissing, { variant: 'warning' });
            return void navigate(paths.orders.getHref());
          }
          enqueueSnackbar(reply.message || ORDER_MSG.placed, { variant: 'success' });
          const state: OrderConfirmedState = {
            orderNo: reply.Order_No,
            name: user.name,
            orderId: reply.order?.id,
            amountPaise: reply.order?.amountPaise ?? null,
          };
          void navigate(paths.orderConfirmed.getHref(), { state });
        },
        onError: (error) => {
          enqueueSnackbar(errorMessage(error, ORDER_MSG.placeFailed), { variant: 'error' });
          if (error instanceof ApiError && error.errors.length > 1) setProblems(error.errors.map((e) => e.message));
          if (error instanceof ApiError && error.code === ERROR_CODE.ADDRESS_NOT_FOUND) {
            void queryClient.invalidateQueries({ queryKey: addressesQueryKey(user.id) });
          }
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  return { place, problems, isPending: mutation.isPending, isSuccess: mutation.isSuccess };
}
