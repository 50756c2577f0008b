import type { OrderItemView } from '@steelcut/domain/schemas/views';
import type { PartRequest } from '@steelcut/domain/part';
import { requestOf } from '@steelcut/domain/part-wire';
import type { CartService } from '../cart/service';

/** An order's line as the cart takes it again: its shape and dimensions, or its drawing (and part of it). */
const requestOfItem = (item: OrderItemView): PartRequest =>
  requestOf({ ...item, parameters: item.dimensions, drawingId: item.drawing?.id, drawingPart: item.drawing?.part });

/** Puts an order's items back into `userId`'s cart, each checked against today's catalogue (and its drawing). */
export async function reorderItems({ cart }: { cart: CartService }, userId: number, items: OrderItemView[]) {
  const requests = items.map(requestOfItem);
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
