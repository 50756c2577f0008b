import type { ServerCartItem } from './server-cart';

export type CartDimension = { param_key: string; param_value: number };

/** What the configurator produces: one configured part, checked by the domain rules. */
export type CartItemInput = {
  shape_id: number;
  shape_name: string;
  shape_slug: string;
  material_name: string;
  thickness: number;
  quantity: number;
  finish: string;
  parameters: CartDimension[];
};

/** A guest's item in localStorage 'guest_cart' (SPEC section 3 'Cart item'), with a local id. */
export type LocalCartItem = CartItemInput & { id: string; image_path: null; isGuestItem: true };

/** A guest's item waiting for login because it carries a drawing ('pendingCartItemWithImage'). */
export type PendingCartItemWithImage = Omit<LocalCartItem, 'image_path'> & {
  image_data: string;
  image_name: string;
  image_type: string;
};

/** One line of the cart screen: the server's item for customers, the local one for guests. */
export type CartLine = ServerCartItem | LocalCartItem;

export function toLocalItem(input: CartItemInput): LocalCartItem {
  const id = `guest-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return { ...input, id, image_path: null, isGuestItem: true };
}
