import { useAuth } from '../../lib/auth-store';
import { useCart } from '../../lib/cart/use-cart';
import { useUnreadCount } from '../../lib/chat/get-unread';

/**
 * What the top bar shows beside Chat and the cart icon: the number of cart lines (the guest's
 * local cart or the customer's server cart) and whether Support sent the customer something
 * unread (kept live by the events stream).
 */
export function useHeaderIndicators(): { cartCount: number; hasUnreadChat: boolean } {
  const { items } = useCart();
  const { isAuthenticated, role } = useAuth();
  const unread = useUnreadCount(isAuthenticated && role === 'user');
  return { cartCount: items.length, hasUnreadChat: isAuthenticated && (unread.data ?? 0) > 0 };
}
