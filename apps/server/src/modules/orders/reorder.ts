import type { OrderItemView } from '@steelcut/domain/schemas/views';
import { guestItemDraft } from '@steelcut/domain/schemas/cart';
import { checkItem, type CartItemRequest, type CartService } from '../cart/service';
import type { ShapesService } from '../shapes/service';
import type { ShopSettingsReader } from '../shop-rules/current';

/** Puts an order's items back into `userId`'s cart, each checked against today's catalogue. */
export async function reorderItems(
  { shapes, cart, shop }: { shapes: ShapesService; cart: CartService; shop: ShopSettingsReader },
  userId: number,
  items: OrderItemView[],
) {
  const [rows, offer] = await Promise.all([shapes.findRows(items.map((i) => i.shape_id)), shop()]);
  const shapeRows = new Map(rows.map((s) => [s.id, s]));
  const problems: { shape_name: string; message: string }[] = [];
  const accepted: CartItemRequest[] = [];
  for (const item of items) {
    const request = { shapeId: item.shape_id, draft: guestItemDraft({ ...item, parameters: item.dimensions }) };
    const checked = checkItem(shapeRows.get(item.shape_id), request.draft, offer);
    if (checked.ok) accepted.push(request);
    else problems.push({ shape_name: item.shape_name, message: checked.errors[0].message });
  }
  const cartItems = accepted.length > 0 ? await cart.merge(userId, accepted) : await cart.list(userId);
  return { items: cartItems, added: accepted.length, problems };
}
