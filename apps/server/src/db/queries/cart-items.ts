import { PART_COLUMN_NAMES } from '@steelcut/domain/part-wire';
import type { Db } from '../database';

/** A user's cart lines as the cart lists them and an order is placed from: read by the cart and orders modules. */

/** Bumps the user's cart_version: the cached cart answers of every process key on it. */
export const cartVersionBump = (db: Db, userId: number) =>
  db
    .updateTable('users')
    .set((eb) => ({ cart_version: eb('cart_version', '+', 1) }))
    .where('id', '=', userId);

/** Removes these items of the user's cart, returning what it removed. */
export const cartItemsRemoval = (db: Db, userId: number, ids: number[]) =>
  db
    .deleteFrom('cart_items')
    .where('user_id', '=', userId)
    // An empty list removes nothing ('in ()' is not SQL on PostgreSQL).
    .where((eb) => (ids.length > 0 ? eb('id', 'in', ids) : eb.lit(false)))
    .returning('id');

/** The user's cart items with their shape (or drawing) and image, as the cart lists them. */
export const cartItemsQuery = (db: Db, userId: number) =>
  db
    .selectFrom('cart_items')
    .leftJoin('shapes', 'shapes.id', 'cart_items.shape_id')
    .leftJoin('drawings', 'drawings.id', 'cart_items.drawing_id')
    .leftJoin('drawing_previews', 'drawing_previews.drawing_id', 'cart_items.drawing_id')
    .leftJoin('files', 'files.id', 'cart_items.image_file_id')
    .select([
      'cart_items.id',
      'cart_items.user_id',
      'cart_items.shape_id',
      'shapes.shape_name',
      'shapes.slug',
      'shapes.is_hide',
      'shapes.is_active',
      ...PART_COLUMN_NAMES.map((name) => `cart_items.${name}` as const),
      'cart_items.parameters',
      'cart_items.image_file_id',
      'cart_items.drawing_id',
      'cart_items.drawing_part',
      'drawings.name as drawing_name',
      'drawings.measures as drawing_measures',
      'drawing_previews.preview as drawing_preview',
      'drawings.units as drawing_units',
      'drawings.units_from as drawing_units_from',
      'files.original_name as image_name',
      'files.mime_type as image_type',
      'cart_items.created_at',
    ])
    .where('cart_items.user_id', '=', userId);

export type CartRow = Awaited<ReturnType<ReturnType<typeof cartItemsQuery>['execute']>>[number];
