/**
 * What the top bar shows beside Chat and the cart icon. The cart issue supplies the
 * item count and the chat issue the unread flag; until then both are empty.
 */
export function useHeaderIndicators(): { cartCount: number; hasUnreadChat: boolean } {
  return { cartCount: 0, hasUnreadChat: false };
}
