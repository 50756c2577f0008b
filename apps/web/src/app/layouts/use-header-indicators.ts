import { useAuth } from '../../lib/auth-store';
import { useGuestCart } from '../../lib/cart/guest-cart';
import { useServerCart } from '../../lib/cart/server-cart';
import { useUnreadCount } from '../../lib/chat/get-unread';

/**
 * What the top bar shows beside Chat and the cart icon: the number of cart lines (the guest's
 * local cart or the customer's server cart) and whether Support sent the customer something
 * unread (kept live by the events stream). Counts only: the cart's own hooks (lib/cart/use-cart,
 * with its changes) stay out of every page's first download.
 */
export function useHeaderIndicators(): { cartCount: number; hasUnreadChat: boolean } {
  const { isAuthenticated, role } = useAuth();
  const guestItems = useGuestCart();
  const server = useServerCart();
  const unread = useUnreadCount(isAuthenticated && role === 'user');
  const cartCount = !isAuthenticated ? guestItems.length : role === 'user' ? (server.data?.length ?? 0) : 0;
  return { cartCount, hasUnreadChat: isAuthenticated && (unread.data ?? 0) > 0 };
}
