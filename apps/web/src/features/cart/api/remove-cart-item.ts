import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import type { CartLine } from '../../../lib/cart/cart-item';
import { guestCart } from '../../../lib/cart/guest-cart';
import { cartQueryKey, type ServerCartItem } from '../../../lib/cart/server-cart';

/** DELETE /cart/deleteCartItem/{userId}/{cartItemId}. */
export function removeCartItem(userId: number, cartItemId: number): Promise<{ id: number; message: string }> {
  return api.delete(`/cart/deleteCartItem/${userId}/${cartItemId}`);
}

/** Removes one line: from localStorage for guests, from the server (then refetched) for customers. */
export function useRemoveCartItem() {
  const { user, isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id;

  return useMutation({
    mutationFn: async (item: CartLine): Promise<string | undefined> => {
      if (item.isGuestItem) {
        guestCart.remove(item.id);
        return undefined;
      }
      if (!isAuthenticated || userId === undefined) throw new Error('not signed in');
      return (await removeCartItem(userId, item.id)).message;
    },
    onSuccess: (_message, item) => {
      if (item.isGuestItem) return;
      queryClient.setQueryData<ServerCartItem[]>(cartQueryKey(userId), (items) =>
        items?.filter((line) => line.id !== item.id),
      );
      void queryClient.invalidateQueries({ queryKey: cartQueryKey(userId) });
    },
  });
}
