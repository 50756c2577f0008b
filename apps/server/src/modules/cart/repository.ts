import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import { isPostgres } from '../../db/write-together';
import type { CartItemsTable } from '../../db/types';

export type NewCartItem = Insertable<CartItemsTable>;

export function createCartRepository(db: Db) {
  const bumpVersion = (userId: number) =>
    db
      .updateTable('users')
      .set((eb) => ({ cart_version: eb('cart_version', '+', 1) }))
      .where('id', '=', userId)
      .execute();
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
    async insertMany(items: NewCartItem[]): Promise<void> {
      if (items.length === 0) return;
      await db.insertInto('cart_items').values(items).execute();
      await bumpVersion(items[0].user_id);
    },

    async deleteOwned(userId: number, itemId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('cart_items')
        .where('id', '=', itemId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      await bumpVersion(userId);
      return Number(result.numDeletedRows) === 1;
    },

    /** Removes these items of the user's cart; answers how many there were. */
    async deleteMany(userId: number, ids: number[]): Promise<number> {
      if (isPostgres(db)) {
        // One round trip. The bump's condition reads the removal, so the removal runs first:
        // like the two statements below, it locks the cart rows before the user's row.
        const bumped = await db
          .with('removed', (qc) =>
            qc.deleteFrom('cart_items').where('user_id', '=', userId).where('id', 'in', ids).returning('id'),
          )
          .updateTable('users')
          .set((eb) => ({ cart_version: eb('cart_version', '+', 1) }))
          .where('id', '=', userId)
          .where((eb) => eb.exists(eb.selectFrom('removed').select('id')))
          .returning((eb) => eb.selectFrom('removed').select(eb.fn.countAll<number>().as('n')).as('removed'))
          .executeTakeFirst();
        return bumped?.removed ?? 0;
      }
      const result = await db
        .deleteFrom('cart_items')
        .where('user_id', '=', userId)
        .where('id', 'in', ids)
        .executeTakeFirst();
      await bumpVersion(userId);
      return Number(result.numDeletedRows);
    },
  };
}
export type CartRow = Awaited<ReturnType<ReturnType<typeof createCartRepository>['listForUser']>>[number];
