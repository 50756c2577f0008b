import type { CartLine } from '../../../lib/cart/cart-item';
import { useGuestCart } from '../../../lib/cart/guest-cart';
import { useServerCart } from '../../../lib/cart/server-cart';
import { useAuth } from '../../../lib/auth-store';

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
