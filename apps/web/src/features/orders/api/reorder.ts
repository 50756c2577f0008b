import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cartQueryKey } from '../../../lib/cart/server-cart';

export type ReorderReply = { message: string; added: number; problems: { shape_name: string; message: string }[] };

export function reorder(orderId: number): Promise<ReorderReply> {
  return api.post<ReorderReply>(`/order/${orderId}/reorder`);
}

/** Puts an order's items back into the cart; the server says which no longer pass today's catalogue. */
export function useReorder(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey(userId) }),
  });
}
