import { useCart } from '../../lib/cart/use-cart';

/**
 * What the top bar shows beside Chat and the cart icon: the number of cart lines (the guest's
 * local cart or the customer's server cart). The chat issue supplies the unread flag.
 */
export function useHeaderIndicators(): { cartCount: number; hasUnreadChat: boolean } {
  const { items } = useCart();
  return { cartCount: items.length, hasUnreadChat: false };
}
