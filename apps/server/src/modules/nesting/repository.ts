import { ORDER_TYPE } from '@steelcut/domain/schemas/order';
import type { Db } from '../../db/database';
import { isPostgres } from '../../db/write-together';

/** Orders whose lines are still to be cut: placed and neither sent nor cancelled. */
export const OPEN_STATUSES = ['Pending', 'In-Progress'];

export interface NewNest {
  material: string;
  thickness_mm: number;
  gap_mm: number;
  margin_mm: number;
  parts: string;
  result: string;
  utilisation: number;
  sheet_count: number;
  pieces: number;
  created_at: string;
  created_by: number;
}

export function createNestRepository(db: Db) {
  return {
    /** The open orders' lines of one plate that no nest in use holds; only those orders when ids are given. */
    waitingLines: (material: string, thicknessMm: number, orderIds?: readonly number[]) => {
      let query = db
        .selectFrom('order_items as i')
        .innerJoin('orders as o', 'o.id', 'i.order_id')
        .leftJoin('nested_items as n', 'n.item_id', 'i.id')
        .select([
          'i.id',
          'i.order_id',
          'o.order_no',
          'o.order_date',
          'i.shape_slug',
          'i.shape_name',
          'i.dimensions',
          'i.drawing',
          'i.finish',
          'i.quantity',
        ])
        .where('i.material_name', '=', material)
        .where('i.thickness', '>', thicknessMm - 1e-6)
        .where('i.thickness', '<', thicknessMm + 1e-6)
        .where('o.order_type', '=', ORDER_TYPE.order)
        .where('o.status', 'in', OPEN_STATUSES)
        .where('n.item_id', 'is', null);
      if (orderIds) query = query.where('o.id', 'in', orderIds.length > 0 ? [...orderIds] : [-1]);
      return query.orderBy('o.id').orderBy('i.id').execute();
    },

    /** Every line of the orders, by order, for each line's place in its order. */
    lineIdsOf: (orderIds: readonly number[]) =>
      db
        .selectFrom('order_items')
        .select(['id', 'order_id'])
        .where('order_id', 'in', orderIds.length > 0 ? [...orderIds] : [-1])
        .orderBy('id')
        .execute(),

    insert: async (nest: NewNest) =>
      (
        await db
          .insertInto('nests')
          .values({ ...nest, status: 'proposed' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,

    find: (id: number, lock = false) => {
      const query = db.selectFrom('nests').selectAll().where('id', '=', id);
      return (lock && isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
    },

    list: () =>
      db
        .selectFrom('nests')
        .select([
          'id',
          'material',
          'thickness_mm',
          'status',
          'created_at',
          'used_at',
          'utilisation',
          'sheet_count',
          'pieces',
        ])
        .orderBy('id', 'desc')
        .limit(100)
        .execute(),

    /** Of these lines, those a nest in use already holds. */
    takenOf: (itemIds: readonly number[]) =>
      db
        .selectFrom('nested_items')
        .select('item_id')
        .where('item_id', 'in', itemIds.length > 0 ? [...itemIds] : [-1])
        .execute(),

    markUsed: (id: number, at: string) =>
      db.updateTable('nests').set({ status: 'used', used_at: at }).where('id', '=', id).execute(),

    holdLines: (rows: { item_id: number; order_id: number; nest_id: number }[]) =>
      db.insertInto('nested_items').values(rows).execute(),

    /** The nests in use that hold the order's lines, with their sheets. */
    nestsOfOrder: (orderId: number) =>
      db
        .selectFrom('nested_items as n')
        .innerJoin('nests', 'nests.id', 'n.nest_id')
        .select(['nests.id', 'nests.result', 'nests.sheet_count', 'n.item_id'])
        .where('n.order_id', '=', orderId)
        .orderBy('n.item_id')
        .execute(),
  };
}
