import type { Db } from '../../db/database';
import { isPostgres } from '../../db/write-together';

const ROW_ID = 1;

export type ShopRow = {
  settings: string | null;
  details_saved_at: string | null;
  /** The price table's JSON, if saved: its tax registration stands in until settings are first written. */
  pricing: string | null;
};

export function createShopRepository(db: Db) {
  return {
    /** The settings row and the price table beside it; `lock`: held until the transaction ends (PostgreSQL). */
    async find(lock = false): Promise<ShopRow> {
      const query = db
        .selectFrom('shop_settings as s')
        .leftJoin('shop_pricing as p', 'p.id', 's.id')
        .select(['s.settings', 's.details_saved_at', 'p.pricing'])
        .where('s.id', '=', ROW_ID);
      const row = await (lock && isPostgres(db) ? query.forUpdate('s') : query).executeTakeFirst();
      // The migration wrote the row; a database without it is not this app's.
      if (!row) throw new Error('shop_settings has no row: run the migrations');
      return row;
    },

    write: (values: { settings: string; by: number; at: string; detailsSaved: boolean }) =>
      db
        .updateTable('shop_settings')
        .set({
          settings: values.settings,
          updated_at: values.at,
          updated_by: values.by,
          ...(values.detailsSaved ? { details_saved_at: values.at } : {}),
        })
        .where('id', '=', ROW_ID)
        .execute(),
  };
}
