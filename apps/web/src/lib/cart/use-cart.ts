import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth-store';
import { removeCartItem, updateCartItemQuantity } from './cart-api';
import type { CartLine } from './cart-item';
import { guestCart, useGuestCart } from './guest-cart';
import { cartQueryKey, useServerCart, type ServerCartItem } from './server-cart';

export type CartView = {
  /** 'guest' keeps the cart in localStorage; 'user' on the server; an admin has none. */
  owner: 'guest' | 'user' | 'admin';
  items: readonly CartLine[];
  isLoading: boolean;
  error: unknown;
  refetch: () => void;
};

const NO_ITEMS: readonly CartLine[] = [];

/** The cart whoever is looking: the guest's local one or the customer's server cart. */
export function useCart(): CartView {
  const { isAuthenticated, role } = useAuth();
  const guestItems = useGuestCart();
  const server = useServerCart();

  if (!isAuthenticated) return { owner: 'guest', items: guestItems, isLoading: false, error: null, refetch: () => {} };
  if (role !== 'user') return { owner: 'admin', items: NO_ITEMS, isLoading: false, error: null, refetch: () => {} };
  return {
    owner: 'user',
    items: server.data ?? NO_ITEMS,
    isLoading: server.isLoading,
    error: server.error,
    refetch: () => void server.refetch(),
  };
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
