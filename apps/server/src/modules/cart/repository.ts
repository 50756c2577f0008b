import { sql, type Insertable } from 'kysely';
import { QUANTITY } from '@steelcut/domain/schemas/cart';
import type { Db } from '../../db/database';
import { asOneChange, removeThenWrite, writeTogether } from '../../db/write-together';
import type { CartItemsTable } from '../../db/types';
import { cartItemsQuery, cartItemsRemoval, cartVersionBump } from '../../db/queries/cart-items';

export type NewCartItem = Insertable<CartItemsTable>;

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
