import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { CartItemsTable } from '../../db/types';

export type NewCartItem = Insertable<CartItemsTable>;

export function createCartRepository(db: Db) {
  return {
    listForUser: (userId: number) =>
      db
        .selectFrom('cart_items')
        .innerJoin('shapes', 'shapes.id', 'cart_items.shape_id')
        .leftJoin('files', 'files.id', 'cart_items.image_file_id')
        .select([
          'cart_items.id',
          'cart_items.user_id',
          'cart_items.shape_id',
          'shapes.shape_name',
          'shapes.slug',
          'cart_items.material_name',
          'cart_items.thickness',
          'cart_items.quantity',
          'cart_items.finish',
          'cart_items.parameters',
          'cart_items.image_file_id',
          'files.original_name as image_name',
          'files.mime_type as image_type',
          'cart_items.created_at',
        ])
        .where('cart_items.user_id', '=', userId)
        .orderBy('cart_items.id')
        .execute(),

    insertMany: async (items: NewCartItem[]) => {
      if (items.length > 0) await db.insertInto('cart_items').values(items).execute();
    },

    async deleteOwned(userId: number, itemId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('cart_items')
        .where('id', '=', itemId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}
export type CartRow = Awaited<ReturnType<ReturnType<typeof createCartRepository>['listForUser']>>[number];
