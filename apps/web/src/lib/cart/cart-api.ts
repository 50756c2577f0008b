import { addCartFields } from '@steelcut/domain/part-wire';
import { api } from '../api-client';
import { uploadForm, type UploadOptions } from '../upload';
import { drawingPartOfLine, toWireItem, type ConfiguredItem, type LocalCartItem } from './cart-item';
import type { CartReply } from './server-cart';

const ADD_PATH = '/shape/addcart';

/** The multipart body of POST /shape/addcart (SPEC section 7); the file field is `image`. */
export function addToCartForm(userId: number, item: ConfiguredItem, image?: File | null): FormData {
  const source =
    'drawing' in item
      ? { drawingId: item.drawing.id, ...drawingPartOfLine(item.drawing) }
      : { shapeId: item.shape.id, shapeName: item.shape.name };
  const form = new FormData();
  form.append('userId', String(userId));
  for (const [name, value] of addCartFields(source, item.part)) form.append(name, value);
  if (image) form.append('image', image, image.name);
  return form;
}

/**
 * Adds one item and answers the whole cart. With `upload` options it goes through
 * XMLHttpRequest so a drawing's upload progress can be shown.
 */
export function addToCart(form: FormData, upload?: UploadOptions): Promise<CartReply> {
  return upload ? uploadForm<CartReply>(ADD_PATH, form, upload) : api.post<CartReply>(ADD_PATH, form);
}

export function mergeGuestCart(userId: number, items: readonly LocalCartItem[]): Promise<CartReply> {
  return api.post<CartReply>('/cart/mergeGuestCart', { userId, guestItems: items.map(toWireItem) });
}
