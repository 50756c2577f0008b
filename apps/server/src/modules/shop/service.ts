import type { Pricing } from '@steelcut/domain/schemas/pricing';
import { DEFAULT_SHOP, SHOP_MSG, type ShopSettings } from '@steelcut/domain/schemas/shop';
import { SHOP_SETUP_MSG, type AdminShopReply, type ShopSetup } from '@steelcut/domain/schemas/shop-api';
import { isSampleUpiId } from '@steelcut/domain/business';
import type { ShopSeed } from '../../config';
import { createStampedCache, type ChangeStamp } from '../../db/change-stamp';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/time';
import { invalidFields } from '../../lib/errors';
import { pincodeLocation } from '../shop-rules/pincodes';
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

  /**
   * The saved settings; before the owner first saves, the starting shop with the tax registration
   * the row may hold alone (a price table saved before the settings existed kept it; migration
   * 2026120111 moved it here).
   */
  function shopOf(row: ShopRow): ShopSettings {
    if (!row.settings) return startingShop;
    if (row.details_saved_at !== null) return JSON.parse(row.settings) as ShopSettings;
    const { gstin, state } = JSON.parse(row.settings) as Pick<ShopSettings, 'gstin'> &
      Pick<ShopSettings['address'], 'state'>;
    return { ...startingShop, gstin, address: { ...startingShop.address, state } };
  }

  const chargesGst = (row: ShopRow) => row.pricing !== null && (JSON.parse(row.pricing) as Pricing).gstPercent > 0;

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

    /**
     * Saves the whole settings. A GSTIN given cannot be removed while the prices charge GST (a shop
     * not yet registered has none to remove).
     */
    async save(adminId: number, shop: ShopSettings): Promise<AdminShopReply> {
      // The centre of the service radius: from a pincode the distance data cannot place, every delivery is outside.
      if (!pincodeLocation(shop.delivery.pincode)) {
        throw invalidFields([{ field: 'shop.delivery.pincode', message: SHOP_MSG.pincodeNotOnMap }]);
      }
      await db.transaction().execute(async (trx) => {
        const tx = createShopRepository(trx);
        const row = await tx.find(true);
        if (shop.gstin === null && shopOf(row).gstin !== null && chargesGst(row)) {
          throw invalidFields([{ field: 'shop.gstin', message: SHOP_SETUP_MSG.gstinNeeded }]);
        }
        await tx.write({ settings: JSON.stringify(shop), by: adminId, at: nowIso(), detailsSaved: true });
      });
      return adminView();
    },
  };
}
export type ShopService = ReturnType<typeof createShopService>;
