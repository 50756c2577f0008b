import type { OrderItemView, OrderView } from '@steelcut/domain/schemas/views';
import { downloadApiFile, downloadFile } from './download-file';

type OrderRef = Pick<OrderView, 'id' | 'Order_No'>;

/** GET /order/{id}/items/{itemId}/part.dxf: the part's outline for the cutting machine (owner or admin). */
export function downloadItemDxf(order: OrderRef, item: Pick<OrderItemView, 'id'>, position: number): Promise<void> {
  return downloadFile(`/order/${order.id}/items/${item.id}/part.dxf`, `${order.Order_No}-${position}.dxf`);
}

/** The drawing the customer sent with an item; its signed path is relative to the API. */
export function downloadItemAttachment(order: OrderRef, imagePath: string, position: number): Promise<void> {
  return downloadApiFile(imagePath, `${order.Order_No}-${position}-drawing`);
}
