import { CART_MSG } from '@steelcut/domain/schemas/cart';

/** Client-side cart texts of SPEC section 8 that the server never sends; the rest are CART_MSG. */
export const CART_FALLBACK = {
  unexpected: CART_MSG.unexpected,
  addWithImageFailed: 'Failed to add cart item with image',
  processImage: 'Failed to process image',
  /** Ours: localStorage holds about 5 MB, so a large drawing cannot wait there for login. */
  imageTooLargeToKeep: 'This drawing is too large to keep until you log in. Please log in first, then add it.',
} as const;
