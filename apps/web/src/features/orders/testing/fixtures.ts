import type { ServerCartItem } from '../../../lib/cart/server-cart';
import type { Address } from '../api/types';

export function anAddress(overrides: Partial<Address> = {}): Address {
  return {
    id: 1,
    address_line1: '12 Mill Road',
    address_line2: '',
    city: 'Coimbatore',
    state: 'Tamil Nadu',
    postal_code: '641006',
    country: 'INDIA',
    is_default: 0,
    ...overrides,
  };
}

export function aCartItem(overrides: Partial<ServerCartItem> = {}): ServerCartItem {
  return {
    id: 31,
    shape_id: 1,
    shape_name: 'Rectangle plate',
    shape_slug: 'rectangle',
    material_name: 'SS 304',
    thickness: 2,
    quantity: 3,
    finish: 'Mill Finish',
    parameters: [
      { param_key: 'b', param_value: 120 },
      { param_key: 'a', param_value: 250 },
    ],
    image_path: null,
    image_name: null,
    image_type: null,
    isGuestItem: false,
    ...overrides,
  };
}
