import type { QueryClient } from '@tanstack/react-query';
import type { ShapeView } from '@steelcut/domain/schemas/shape';
import type { ShopSettings } from '@steelcut/domain/schemas/shop';
import { materialsQueryKey, type Material } from '../lib/materials';
import { shapesQueryKey } from '../lib/shape-catalogue';
import { shopQueryKey } from '../lib/shop';

/**
 * The public catalogue and the shop's settings a server-rendered page carries, as the API answers
 * them (GET /shape/shapeName, each shape's GET /shape/{id}, GET /shape/materialname, GET /shop):
 * the app starts with them and fetches nothing more to show the page.
 */
export type StorefrontData = { shapes: ShapeView[]; materials: Material[]; shop: ShopSettings };

/** The id of the `<script type="application/json">` that holds it. */
export const STOREFRONT_DATA_ID = 'storefront-data';

/** Puts the catalogue where the pages' queries look for it, as fresh as the page itself. */
export function seedStorefrontData(client: QueryClient, { shapes, materials, shop }: StorefrontData): void {
  const updatedAt = Date.now();
  client.setQueryData(shopQueryKey, shop, { updatedAt });
  client.setQueryData(shapesQueryKey, shapes, { updatedAt });
  for (const shape of shapes) client.setQueryData([...shapesQueryKey, shape.id], shape, { updatedAt });
  client.setQueryData(materialsQueryKey, materials, { updatedAt });
}

/** The catalogue the server put in the page, if it rendered this one. */
export function readStorefrontData(): StorefrontData | null {
  const text = document.getElementById(STOREFRONT_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as StorefrontData;
  } catch {
    return null;
  }
}
