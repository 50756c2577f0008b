import { sql, type Insertable } from 'kysely';
import { QUANTITY } from '@steelcut/domain/schemas/cart';
import type { Db } from '../../db/database';
import { asOneChange, removeThenWrite, writeTogether } from '../../db/write-together';
import type { CartItemsTable } from '../../db/types';

export type NewCartItem = Insertable<CartItemsTable>;

/** Bumps the user's cart_version: the cached cart answers of every process key on it. */
export const cartVersionBump = (db: Db, userId: number) =>
  db
    .updateTable('users')
    .set((eb) => ({ cart_version: eb('cart_version', '+', 1) }))
    .where('id', '=', userId);

/** Removes these items of the user's cart, returning what it removed. */
export const cartItemsRemoval = (db: Db, userId: number, ids: number[]) =>
  db.deleteFrom('cart_items').where('user_id', '=', userId).where('id', 'in', ids).returning('id');

/** The user's cart items with their shape and image, as the cart lists them. */
export const cartItemsQuery = (db: Db, userId: number) =>
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
    .where('cart_items.user_id', '=', userId);

/** The line's quantity plus `by`, held at QUANTITY.max; both are whole numbers the service made. */
const cappedSum = (by: number) =>
  sql<number>`case when quantity + ${sql.lit(by)} > ${sql.lit(QUANTITY.max)} then ${sql.lit(QUANTITY.max)} else quantity + ${sql.lit(by)} end`;

export function createCartRepository(db: Db) {
  return {
    listForUser: (userId: number) => cartItemsQuery(db, userId).orderBy('cart_items.id').execute(),
    userExists: async (userId: number) =>
      Boolean(await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()),

    // Every change below bumps the user's cart_version, in the same change.
    async insertMany(items: NewCartItem[]): Promise<void> {
      if (items.length === 0) return;
      await asOneChange(db, (change) =>
        writeTogether(change, [
          change.insertInto('cart_items').values(items),
          cartVersionBump(change, items[0].user_id),
        ]),
      );
    },

    /**
     * New lines, and more pieces on lines the cart already has (each capped at QUANTITY.max in
     * the statement, so two adds at once cannot pass it), as one change.
     */
    async addLines(userId: number, inserts: NewCartItem[], increases: { id: number; by: number }[]): Promise<void> {
      if (inserts.length === 0 && increases.length === 0) return;
      await asOneChange(db, (change) =>
        writeTogether(change, [
          inserts.length > 0 ? change.insertInto('cart_items').values(inserts) : undefined,
          ...increases.map(({ id, by }) =>
            change
              .updateTable('cart_items')
              .set({ quantity: cappedSum(by) })
              .where('id', '=', id)
              .where('user_id', '=', userId),
          ),
          cartVersionBump(change, userId),
        ]),
      );
    },

    /** Sets the quantity of the user's item, or throws `notTheirs()` and changes nothing. */
    async setQuantityOwned(userId: number, itemId: number, quantity: number, notTheirs: () => Error): Promise<void> {
      await asOneChange(db, (change) =>
        // An update returning its row counts like a removal: exactly one, or nothing changes.
        removeThenWrite(
          change,
          change
            .updateTable('cart_items')
            .set({ quantity })
            .where('id', '=', itemId)
            .where('user_id', '=', userId)
            .returning('id'),
          1,
          [cartVersionBump(change, userId)],
          notTheirs,
        ),
      );
    },

    /** Removes the user's item, or throws `notTheirs()` and changes nothing. */
    async deleteOwned(userId: number, itemId: number, notTheirs: () => Error): Promise<void> {
      await asOneChange(db, (change) =>
        removeThenWrite(
          change,
          cartItemsRemoval(change, userId, [itemId]),
          1,
          [cartVersionBump(change, userId)],
          notTheirs,
        ),
      );
    },
  };
}
export type CartRow = Awaited<ReturnType<ReturnType<typeof createCartRepository>['listForUser']>>[number];
