import { DEFAULT_DISPATCH } from '../schemas/lead-times';
import type { Pricing, ShopRates } from '../schemas/pricing';

/**
 * A shop's rates for tests: SS 304 ₹250/kg, SS 316 ₹350, SS 202 ₹180, SS 430 ₹200; cutting up to
 * 3 mm ₹40/m and ₹5 a pierce, to 10 mm ₹90 and ₹15, to 30 mm ₹250 and ₹40; 80% sheet use;
 * ₹500 minimum; 5% off from 10 pieces, 10% from 50; GST 18%; HSN 7219; the default dispatch
 * tiers (standard 3 working days, express 1 at 35 %), 16:00 cut-off, no holidays, quotes for 15 days.
 */
export function aPricing(overrides: Partial<Pricing> = {}): Pricing {
  return {
    materials: [
      { material: 'SS 304', paisePerKg: 25_000 },
      { material: 'SS 316', paisePerKg: 35_000 },
      { material: 'SS 202', paisePerKg: 18_000 },
      { material: 'SS 430', paisePerKg: 20_000 },
    ],
    cutting: [
      { upToThicknessMm: 3, paisePerMetre: 4_000, paisePerPierce: 500 },
      { upToThicknessMm: 10, paisePerMetre: 9_000, paisePerPierce: 1_500 },
      { upToThicknessMm: 30, paisePerMetre: 25_000, paisePerPierce: 4_000 },
    ],
    sheetUsePercent: 80,
    minimumOrderPaise: 50_000,
    quantityBreaks: [
      { minQuantity: 10, discountPercent: 5 },
      { minQuantity: 50, discountPercent: 10 },
    ],
    gstPercent: 18,
    hsnCode: '7219',
    ...structuredClone(DEFAULT_DISPATCH),
    ...overrides,
  };
}

/** The test rates with a shop in Tamil Nadu registered for GST (the GSTIN of aShop), as quotes read them. */
export function aShopRates(overrides: Partial<ShopRates> = {}): ShopRates {
  return { ...aPricing(), shopState: 'Tamil Nadu', shopGstin: '33AAPFU0939F1Z2', ...overrides };
}
