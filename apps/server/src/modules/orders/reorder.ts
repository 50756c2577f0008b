import type { OrderItemView } from '@steelcut/domain/schemas/views';
import { guestItemDraft } from '@steelcut/domain/schemas/cart';
import type { CartItemRequest, CartService } from '../cart/service';

/** An order's line as the cart takes it again: its shape and dimensions, or its drawing. */
const requestOf = (item: OrderItemView): CartItemRequest => {
  const draft = guestItemDraft({ ...item, parameters: item.dimensions });
  return item.drawing ? { drawingId: item.drawing.id, draft } : { shapeId: item.shape_id!, draft };
};

/** Puts an order's items back into `userId`'s cart, each checked against today's catalogue (and its drawing). */
export async function reorderItems({ cart }: { cart: CartService }, userId: number, items: OrderItemView[]) {
  const requests = items.map(requestOf);
  const checked = await cart.check(userId, requests);
  const problems: { shape_name: string; message: string }[] = [];
  const accepted = requests.filter((_, index) => {
    const result = checked[index];
    if (!result.ok) problems.push({ shape_name: items[index].shape_name, message: result.errors[0].message });
    return result.ok;
  });
  const cartItems = accepted.length > 0 ? await cart.merge(userId, accepted) : await cart.list(userId);
  return { items: cartItems, added: accepted.length, problems };
}
