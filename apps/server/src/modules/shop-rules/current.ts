import type { ShopSettings } from '@steelcut/domain/schemas/shop';

/**
 * The owner's settings as the rules read them: the one seam between what the shop stocks,
 * offers and charges for delivery and where the settings are kept (GET/PUT /api/admin/shop).
 */
export type ShopSettingsReader = () => Promise<ShopSettings>;
