import type { CartPart, GuestCartItem } from '@steelcut/domain/schemas/cart';
import { specDimensions } from '@steelcut/domain/cart-lines';
import type { ServerCartItem } from './server-cart';

export type CartDimension = { param_key: string; param_value: number };

/** What the configurator produces: one part of one shape, read by the domain (readCartPart). */
export type ConfiguredItem = {
  shape: { id: number; name: string; slug: string };
  part: CartPart;
};

/** A guest's item in localStorage 'guest_cart', in SPEC section 3's names, with a local id. */
export type LocalCartItem = {
  id: string;
  shape_id: number;
  shape_name: string;
  shape_slug: string;
  material_name: string;
  thickness: number;
  quantity: number;
  finish: string;
  parameters: CartDimension[];
  image_path: null;
  isGuestItem: true;
};

/** A guest's item waiting for login because it carries a drawing ('pendingCartItemWithImage'). */
export type PendingCartItemWithImage = Omit<LocalCartItem, 'image_path'> & {
  image_data: string;
  image_name: string;
  image_type: string;
};

/** One line of the cart screen: the server's item for customers, the local one for guests. */
export type CartLine = ServerCartItem | LocalCartItem;

/** Into the guest cart's stored shape (SPEC's names): the storage edge. */
export function toLocalItem({ shape, part }: ConfiguredItem): LocalCartItem {
  const id = `guest-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    id,
    shape_id: shape.id,
    shape_name: shape.name,
    shape_slug: shape.slug,
    material_name: part.materialName,
    thickness: part.thickness,
    quantity: part.quantity,
    finish: part.finish,
    parameters: specDimensions(part),
    image_path: null,
    isGuestItem: true,
  };
}

/** Back from the guest cart's stored shape. */
export function fromLocalItem(item: Omit<LocalCartItem, 'image_path'>): ConfiguredItem {
  return {
    shape: { id: item.shape_id, name: item.shape_name, slug: item.shape_slug },
    part: {
      materialName: item.material_name,
      thickness: item.thickness,
      quantity: item.quantity,
      finish: item.finish,
      dimensions: item.parameters.map((d) => ({ key: d.param_key, value: d.param_value })),
    },
  };
}

type WireFields = 'shape_id' | 'shape_name' | 'material_name' | 'thickness' | 'quantity' | 'finish' | 'parameters';

/** A line as the server reads cart items (DECISIONS section 4): mergeGuestCart and the quote. */
export function toWireItem(line: Pick<LocalCartItem, WireFields>): GuestCartItem {
  const { shape_id, shape_name, material_name, thickness, quantity, finish, parameters } = line;
  return { shape_id, shape_name, material_name, thickness, quantity, finish, parameters };
}
