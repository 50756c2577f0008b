import type { Pricing } from '@steelcut/domain/schemas/pricing';
import { DEFAULT_SHOP, type ShopSettings } from '@steelcut/domain/schemas/shop';
import { SHOP_SETUP_MSG, type AdminShopReply, type ShopSetup } from '@steelcut/domain/schemas/shop-api';
import { isSampleUpiId } from '@steelcut/domain/business';
import type { ShopSeed } from '../../config';
import { createStampedCache, type ChangeStamp } from '../../db/change-stamp';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/time';
import { invalidFields } from '../../lib/errors';
import { createShopRepository, type ShopRow } from './repository';

interface Deps {
  db: Db;
  /** SQLite's: the settings are kept while nothing was written. PostgreSQL: read each time. */
  changeStamp: ChangeStamp | undefined;
  /** SHOP_* from the environment: the settings until the owner first saves them. */
  seed: ShopSeed;
}

/** The settings as read, with their JSON (the public pages' version) and the checklist. */
export type LoadedShop = Readonly<{ shop: ShopSettings; json: string; setup: ShopSetup }>;

/**
 * The owner's settings: who the shop is (every page, QR code, mail, invoice and job sheet reads
 * them), what it stocks and what delivery costs. Read through the database on every use, so a
 * save shows at once on every server process; on SQLite a read is kept while nothing was written.
 */
export function createShopService({ db, changeStamp, seed }: Deps) {
  const repo = createShopRepository(db);
  const startingShop: ShopSettings = { ...DEFAULT_SHOP, ...seed };

  /** Until the settings are first written, the price table's GSTIN and state are the shop's (they were kept there). */
  function shopOf(row: ShopRow): ShopSettings {
    if (row.settings) return JSON.parse(row.settings) as ShopSettings;
    if (!row.pricing) return startingShop;
    const { shopGstin, shopState } = JSON.parse(row.pricing) as Pricing;
    return { ...startingShop, gstin: shopGstin, address: { ...startingShop.address, state: shopState } };
  }

  function load(row: ShopRow): LoadedShop {
    const shop = shopOf(row);
    const setup: ShopSetup = {
      detailsSaved: row.details_saved_at !== null,
      upiSet: !isSampleUpiId(shop.upiId),
      pricesSaved: row.pricing !== null,
      stockSet: shop.stock !== null,
    };
    return Object.freeze({ shop, json: JSON.stringify(shop), setup });
  }

  const cache = createStampedCache(changeStamp, async (_key: 'shop') => load(await repo.find()), 1);
  const loaded = () => cache.get('shop');

  async function adminView(): Promise<AdminShopReply> {
    const { shop, setup } = await loaded();
    return { shop, setup };
  }

  return {
    /** The settings now. One object serves many requests: read it, never change it. */
    get: async (): Promise<ShopSettings> => (await loaded()).shop,
    loaded,
    adminView,

    /** Saves the whole settings; a GSTIN cannot be removed while the prices charge GST. */
    async save(adminId: number, shop: ShopSettings): Promise<AdminShopReply> {
      await db.transaction().execute(async (trx) => {
        const tx = createShopRepository(trx);
        const row = await tx.find(true);
        if (shop.gstin === null && row.pricing !== null) {
          throw invalidFields([{ field: 'shop.gstin', message: SHOP_SETUP_MSG.gstinNeeded }]);
        }
        await tx.write({ settings: JSON.stringify(shop), by: adminId, at: nowIso(), detailsSaved: true });
      });
      return adminView();
    },

    /**
     * The price table's GSTIN and state, saved with it in `trx` (PUT /admin/pricing still takes
     * them): written into the settings once these exist; until then they are read from the table.
     */
    async takeTaxRegistration(trx: Db, adminId: number, gstin: string, state: string): Promise<void> {
      const tx = createShopRepository(trx);
      const row = await tx.find(true);
      if (!row.settings) return;
      const shop = JSON.parse(row.settings) as ShopSettings;
      const settings = JSON.stringify({ ...shop, gstin, address: { ...shop.address, state } });
      await tx.write({ settings, by: adminId, at: nowIso(), detailsSaved: false });
    },
  };
}
export type ShopService = ReturnType<typeof createShopService>;
