import { gstinCheckCharacter } from '../gstin';
import { DEFAULT_SHOP, type ShopSettings } from '../schemas/shop';

/** A GSTIN of `stateCode` with a valid check character (PAN AAPFU0939F, entity 1). */
export const aGstin = (stateCode = '33', pan = 'AAPFU0939F') => {
  const first14 = `${stateCode}${pan}1Z`;
  return first14 + gstinCheckCharacter(first14);
};

/**
 * A shop that made the settings its own: Ravi Steel Works of Coimbatore, Tamil Nadu, with the
 * GSTIN of the test price table (aPricing), a UPI ID of its own and three phones.
 */
export function aShop(overrides: Partial<ShopSettings> = {}): ShopSettings {
  return {
    ...DEFAULT_SHOP,
    tradingName: 'Ravi Steel Works',
    legalName: 'Ravi Steel Works Private Limited',
    address: {
      street: '7 SIDCO Industrial Estate, Kurichi',
      city: 'Coimbatore',
      state: 'Tamil Nadu',
      postalCode: '641021',
    },
    phones: ['+91 94430 55501', '+91 94430 55502', '0422 2671234'],
    email: 'orders@ravisteel.example',
    upiId: 'ravisteel@okaxis',
    payeeName: 'Ravi Steel Works',
    gstin: aGstin(),
    openingHours: {
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
      opens: '08:30',
      closes: '19:00',
    },
    ...overrides,
  };
}
