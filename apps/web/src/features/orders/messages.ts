import { CART_MSG } from '@steelcut/domain/schemas/cart';

/** Texts of the order screens that neither SPEC section 8 nor packages/domain give. */
export const ORDERS_FALLBACK = {
  unexpected: CART_MSG.unexpected,
  ordersFetchFailed: 'Failed to fetch orders. Please try again later.',
  reorderFailed: 'Failed to add the items to your cart. Please try again.',
} as const;
