import { aCartItemView } from '@steelcut/domain/testing/factories';
import type { LocalCartItem } from '../lib/cart/cart-item';
import type { ServerCartItem } from '../lib/cart/server-cart';

/** GET /shape/{id} for the ring, as the server answers it. */
export const ringShape = {
  id: 4,
  slug: 'ring',
  shape_Name: 'Ring (washer)',
  imageName: 'ring.svg',
  IsActive: 1,
  IsHide: 0,
  parameters: [
    { key: 'a', label: 'Outer diameter (a)', min: 15, max: 1500, unit: 'mm' as const, image: 'ring.svg' },
    { key: 'b', label: 'Inner diameter (b)', min: 1, max: 1500, unit: 'mm' as const, image: 'ring.svg' },
  ],
};

export const rectangleShape = {
  id: 1,
  slug: 'rectangle',
  shape_Name: 'Rectangle plate',
  imageName: 'rectangle.svg',
  IsActive: 1,
  IsHide: 0,
  parameters: [
    { key: 'a', label: 'Width (a)', min: 15, max: 3000, unit: 'mm' as const, image: 'rectangle.svg' },
    { key: 'b', label: 'Height (b)', min: 15, max: 3000, unit: 'mm' as const, image: 'rectangle.svg' },
  ],
};

export const materials = ['SS 304', 'SS 316', 'SS 202', 'SS 430'].map((name, index) => ({
  id: index + 1,
  Material_Name: name,
}));

/** A ring in the customer's server cart. */
export function serverItem(overrides: Partial<ServerCartItem> = {}): ServerCartItem {
  return aCartItemView({
    id: 11,
    shape_id: 4,
    shape_name: 'Ring (washer)',
    shape_slug: 'ring',
    parameters: [
      { param_key: 'a', param_value: 200 },
      { param_key: 'b', param_value: 100 },
    ],
    ...overrides,
  });
}

export function localItem(overrides: Partial<LocalCartItem> = {}): LocalCartItem {
  return {
    id: 'guest-1',
    shape_id: 1,
    shape_name: 'Rectangle plate',
    shape_slug: 'rectangle',
    material_name: 'SS 316',
    thickness: 1.5,
    quantity: 10,
    finish: 'Mill Finish',
    parameters: [
      { param_key: 'a', param_value: 500 },
      { param_key: 'b', param_value: 300 },
    ],
    image_path: null,
    isGuestItem: true,
    ...overrides,
  };
}
