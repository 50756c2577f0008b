import { z } from 'zod';
import { INDIAN_STATES } from '../india';
import { PRICING_MSG } from './pricing';
import { ShopSettingsSchema, type ShopSettings } from './shop';

/** The shop settings' answers and the rules beyond one field (GET/PUT /api/admin/shop, GET /api/shop). */
export const SHOP_SETUP_MSG = {
  gstinNeeded: 'Your prices charge GST, so the invoices need the shop’s GSTIN: it cannot be removed',
  pricesMissing: 'Customers see “Price on request” until you save your rates.',
} as const;

/** A GSTIN's first two digits are its state's GST code: it must be the state of the shop's address. */
const gstinOfShopState = (shop: Pick<ShopSettings, 'gstin' | 'address'>) =>
  shop.gstin === null ||
  INDIAN_STATES.find((state) => state.name === shop.address.state)?.code === shop.gstin.slice(0, 2);

/**
 * What PUT /api/admin/shop takes, and the settings form checks: ShopSettingsSchema and a GSTIN of
 * the shop's state (a new schema: ShopSettingsSchema itself stays free of refinements, so it can
 * be picked from).
 */
export const ShopSettingsInputSchema = ShopSettingsSchema.refine(gstinOfShopState, {
  message: PRICING_MSG.gstinState,
  path: ['gstin'],
});

/** The first-run checklist: what the owner still has to do before customers are served properly. */
export const ShopSetupSchema = z.object({
  /** The settings were saved at least once. */
  detailsSaved: z.boolean(),
  /** The UPI ID is the shop's own, not the sample. */
  upiSet: z.boolean(),
  /** The price table was saved. */
  pricesSaved: z.boolean(),
  /** The stocked thicknesses were listed (settings.stock not null). */
  stockSet: z.boolean(),
});
export type ShopSetup = z.infer<typeof ShopSetupSchema>;

export const setupComplete = (setup: ShopSetup) => Object.values(setup).every(Boolean);

/** GET /api/shop: what every page, QR code and mail shows (nothing in the settings is secret). */
export const ShopReplySchema = z.object({ shop: ShopSettingsSchema });
export type ShopReply = z.infer<typeof ShopReplySchema>;

/** GET /api/admin/shop. */
export const AdminShopReplySchema = ShopReplySchema.extend({ setup: ShopSetupSchema });
export type AdminShopReply = z.infer<typeof AdminShopReplySchema>;

export const SaveShopBodySchema = z.object({ shop: ShopSettingsInputSchema });
export const SaveShopReplySchema = AdminShopReplySchema.extend({ message: z.string() });
export type SaveShopReply = z.infer<typeof SaveShopReplySchema>;
