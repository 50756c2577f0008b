import type { Db } from '../../db/database';

const ROW_ID = 1;

export function createPricingRepository(db: Db) {
  return {
    async find(): Promise<string | undefined> {
      const row = await db.selectFrom('shop_pricing').select('pricing').where('id', '=', ROW_ID).executeTakeFirst();
      return row?.pricing;
    },
    save: (pricing: string, by: number, at: string) =>
      db
        .insertInto('shop_pricing')
        .values({ id: ROW_ID, pricing, updated_at: at, updated_by: by })
        .onConflict((oc) => oc.column('id').doUpdateSet({ pricing, updated_at: at, updated_by: by }))
        .execute(),
  };
}
