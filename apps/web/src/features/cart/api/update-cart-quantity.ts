import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import type { CartLine } from '../../../lib/cart/cart-item';
import { guestCart } from '../../../lib/cart/guest-cart';
import { cartQueryKey, type CartReply, type ServerCartItem } from '../../../lib/cart/server-cart';

/** PUT /cart/updateCartItem/{userId}/{cartItemId}: the line's new quantity; answers the whole cart. */
export function updateCartItemQuantity(userId: number, cartItemId: number, quantity: number): Promise<CartReply> {
  return api.put<CartReply>(`/cart/updateCartItem/${userId}/${cartItemId}`, { quantity });
}

/** Sets one line's quantity: in localStorage for guests, on the server for customers. */
export function useUpdateCartQuantity() {
  const { user, isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id;

  return useMutation({
    // One change at a time, in order: a later quantity never lands before an earlier one.
    scope: { id: 'cart-quantity' },
    mutationFn: async ({ item, quantity }: { item: CartLine; quantity: number }): Promise<ServerCartItem[] | null> => {
      if (item.isGuestItem) {
        guestCart.setQuantity(item.id, quantity);
        return null;
      }
      if (!isAuthenticated || userId === undefined) throw new Error('not signed in');
      return (await updateCartItemQuantity(userId, item.id, quantity)).items;
    },
    onSuccess: (items) => {
      if (items) queryClient.setQueryData(cartQueryKey(userId), items);
    },
  });
}
