/** localStorage keys of SPEC section 3; the names are part of the product. */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  isAuthenticated: 'isAuthenticated',
  user: 'user',
  email: 'email',
  resetEmail: 'resetEmail',
  resetToken: 'resetToken',
  guestCart: 'guest_cart',
  pendingGuestCart: 'pendingGuestCart',
  pendingCartItemWithImage: 'pendingCartItemWithImage',
  cartItems: 'cartItems',
} as const;
