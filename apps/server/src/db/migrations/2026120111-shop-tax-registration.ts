import type { Kysely } from 'kysely';

type StoredPricing = Record<string, unknown> & { shopState?: string; shopGstin?: string };

/**
 * The shop's state and GSTIN live in the shop settings alone (issue 34): a price table that still
 * holds them gives them to the settings where these have no GSTIN, then drops them. Settings never
 * saved keep only these two until the owner saves (the shop module reads them over its defaults).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const table = await db.selectFrom('shop_pricing').select(['id', 'pricing']).executeTakeFirst();
  if (!table) return;
  const { shopState, shopGstin, ...pricing } = JSON.parse(table.pricing) as StoredPricing;
  if (shopState === undefined && shopGstin === undefined) return;
  const row = await db
    .selectFrom('shop_settings')
    .select(['settings', 'details_saved_at'])
    .where('id', '=', 1)
    .executeTakeFirst();
  if (row && shopGstin && shopState) {
    const settings = row.settings === null ? null : JSON.parse(row.settings);
    if (settings === null) {
      await db
        .updateTable('shop_settings')
        .set({ settings: JSON.stringify({ gstin: shopGstin, state: shopState }) })
        .where('id', '=', 1)
        .execute();
    } else if (!settings.gstin) {
      const moved = { ...settings, gstin: shopGstin, address: { ...settings.address, state: shopState } };
      await db
        .updateTable('shop_settings')
        .set({ settings: JSON.stringify(moved) })
        .where('id', '=', 1)
        .execute();
    }
  }
  await db
    .updateTable('shop_pricing')
    .set({ pricing: JSON.stringify(pricing) })
    .where('id', '=', table.id)
    .execute();
}

/** The settings keep the registration; an older app reading the table finds it there again. */
export async function down(db: Kysely<any>): Promise<void> {
  const table = await db.selectFrom('shop_pricing').select(['id', 'pricing']).executeTakeFirst();
  const row = await db
    .selectFrom('shop_settings')
    .select(['settings', 'details_saved_at'])
    .where('id', '=', 1)
    .executeTakeFirst();
  if (!table || !row?.settings) return;
  const settings = JSON.parse(row.settings);
  const registration =
    row.details_saved_at === null
      ? { shopGstin: settings.gstin, shopState: settings.state }
      : { shopGstin: settings.gstin, shopState: settings.address.state };
  const pricing = { ...JSON.parse(table.pricing), ...registration };
  await db
    .updateTable('shop_pricing')
    .set({ pricing: JSON.stringify(pricing) })
    .where('id', '=', table.id)
    .execute();
  if (row.details_saved_at === null) {
    await db.updateTable('shop_settings').set({ settings: null }).where('id', '=', 1).execute();
  }
}
