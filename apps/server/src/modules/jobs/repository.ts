import type { Db } from '../../db/database';

export function createJobRepository(db: Db) {
  return {
    /** The drawing each item of the order came with, by item id, with its stored type. */
    drawingsOf: (orderId: number) =>
      db
        .selectFrom('order_items')
        .innerJoin('files', 'files.id', 'order_items.image_file_id')
        .select(['order_items.id as item_id', 'files.id as file_id', 'files.mime_type'])
        .where('order_items.order_id', '=', orderId)
        .execute(),

    /** The drawings (OrderedDrawing JSON, outline included) the order's drawing lines keep, by item id. */
    orderedDrawingsOf: async (orderId: number) =>
      (
        await db
          .selectFrom('order_items')
          .select(['id as item_id', 'drawing'])
          .where('order_id', '=', orderId)
          .where('drawing', 'is not', null)
          .execute()
      ).map((row) => ({ item_id: row.item_id, drawing: row.drawing! })),
  };
}
