import type { OrderItemView } from '@steelcut/domain/schemas/views';
import type { CartItemInput, CartService } from '../cart/service';
import { checkItem } from '../cart/service';
import type { ShapesService } from '../shapes/service';

/** Puts an order's items back into `userId`'s cart, each checked against today's catalogue. */
export async function reorderItems(
  { shapes, cart }: { shapes: ShapesService; cart: CartService },
  userId: number,
  items: OrderItemView[],
) {
  const shapeRows = new Map((await shapes.findRows(items.map((i) => i.shape_id))).map((s) => [s.id, s]));
  const problems: { shape_name: string; message: string }[] = [];
  const accepted: CartItemInput[] = [];
  for (const item of items) {
    const input: CartItemInput = {
      shapeId: item.shape_id,
      materialName: item.material_name,
      thickness: item.thickness,
      quantity: item.quantity,
      finish: item.finish,
      parameters: item.dimensions,
    };
    const checked = checkItem(shapeRows.get(item.shape_id), input);
    if (checked.ok) accepted.push(input);
    else problems.push({ shape_name: item.shape_name, message: checked.errors[0].message });
  }
  const cartItems = accepted.length > 0 ? await cart.merge(userId, accepted) : await cart.list(userId);
  return { items: cartItems, added: accepted.length, problems };
}
