import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { cartQueryKey, type ServerCartItem } from '../../../lib/cart/server-cart';
import { quotationKeys } from '../../../lib/quotations/query-keys';
import type { LeadTimeTier } from '@steelcut/domain/schemas/lead-times';
import type { OrderView } from '@steelcut/domain/schemas/views';
import type { Address } from './types';

export type PlaceOrderInput = {
  cartItems: ServerCartItem[];
  address: Address;
  leadTime: LeadTimeTier;
  idempotencyKey: string;
  /** The customer's purchase-order number; left out when blank. */
  poNumber?: string;
  /** Orders this quotation at its prices instead of the cart items. */
  quotationId?: number;
};
export type PlaceOrderReply = { message: string; order: OrderView; Order_No: string };

export function placeOrder(
  userId: number,
  { cartItems, address, leadTime, idempotencyKey, poNumber, quotationId }: PlaceOrderInput,
) {
  return api.post<PlaceOrderReply>(
    '/order/create',
    // Standard is what the server takes without one: a standard order's request is as it always was.
    {
      userId,
      ...(quotationId ? { quotationId } : { cartItems, totalQty: cartItems.length }),
      deliveryAddress: address,
      ...(leadTime !== 'standard' && { leadTime }),
      poNumber: poNumber || undefined,
    },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

/** A lost answer or a server hiccup is retried with the same key, which the server answers once. */
function retryable(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500) && failureCount < 2;
}

export function usePlaceOrderMutation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PlaceOrderInput) => placeOrder(userId, input),
    retry: retryable,
    retryDelay: 1000,
    // Placed or refused because the cart changed: either way the cart on screen is stale.
    onSettled: (_reply, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cartQueryKey(userId) }),
        input.quotationId && queryClient.invalidateQueries({ queryKey: quotationKeys.all }),
      ]),
  });
}
