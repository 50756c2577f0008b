import { useAuth } from '../../lib/auth-store';
import { useGuestCart } from '../../lib/cart/guest-cart';
import { useServerCart } from '../../lib/cart/server-cart';
import { useUnreadCount } from '../../lib/chat/get-unread';

/**
 * What the top bar shows beside Chat and the cart icon: the number of cart lines (the guest's
 * local cart or the customer's server cart) and how many of Support's messages the customer has
 * not read (kept live by the events stream, on every page). Counts only: the cart's own hooks (lib/cart/use-cart,
 * with its changes) stay out of every page's first download.
 */
export function useHeaderIndicators(): { cartCount: number; unreadChat: number } {
  const { isAuthenticated, role } = useAuth();
  const guestItems = useGuestCart();
  const server = useServerCart();
  const unread = useUnreadCount(isAuthenticated && role === 'user');
  const cartCount = !isAuthenticated ? guestItems.length : role === 'user' ? (server.data?.length ?? 0) : 0;
  return { cartCount, unreadChat: isAuthenticated ? (unread.data ?? 0) : 0 };
}
