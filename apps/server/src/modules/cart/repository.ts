import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import { removeThenWrite, writeTogether } from '../../db/write-together';
import type { CartItemsTable } from '../../db/types';

export type NewCartItem = Insertable<CartItemsTable>;

export function createCartRepository(db: Db) {
  const versionBump = (userId: number) =>
    db
      .updateTable('users')
      .set((eb) => ({ cart_version: eb('cart_version', '+', 1) }))
      .where('id', '=', userId);
  /** Removes these items of the user's cart, returning what it removed. */
  const itemsRemoval = (userId: number, ids: number[]) =>
    db.deleteFrom('cart_items').where('user_id', '=', userId).where('id', 'in', ids).returning('id');
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
          'shapes.is_hide',
          'shapes.is_active',
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

    cartVersion: async (userId: number) =>
      (await db.selectFrom('users').select('cart_version').where('id', '=', userId).executeTakeFirst())?.cart_version,

    // Every write below bumps the user's cart_version: the cached answers of every process key on it.
    // On PostgreSQL the change and its bump are one statement; on SQLite two, in-process.
    async insertMany(items: NewCartItem[]): Promise<void> {
      if (items.length === 0) return;
      await writeTogether(db, [db.insertInto('cart_items').values(items), versionBump(items[0].user_id)]);
    },

    async deleteOwned(userId: number, itemId: number): Promise<boolean> {
      return (await removeThenWrite(db, itemsRemoval(userId, [itemId]), [versionBump(userId)])) === 1;
    },

    // Placing an order runs these with its own writes.
    itemsRemoval,
    versionBump,
  };
}
export type CartRow = Awaited<ReturnType<ReturnType<typeof createCartRepository>['listForUser']>>[number];
