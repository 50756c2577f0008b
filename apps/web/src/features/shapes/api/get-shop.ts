import { useMemo, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ShopSettings } from '@steelcut/domain/schemas/shop';
import { DEFAULT_OFFER, type ShopOffer } from '@steelcut/domain/shop-offer';
import { api } from '../../../lib/api-client';

/** GET /shop: the owner's settings as customers see them (what is stocked, finishes, delivery). */
export async function getShop(): Promise<ShopSettings> {
  return (await api.get<{ shop: ShopSettings }>('/shop')).shop;
}

export const shopQueryKey = ['shop'] as const;

export function useShop() {
  return useQuery({ queryKey: shopQueryKey, queryFn: getShop, staleTime: 5 * 60_000 });
}

const noChange = () => () => {};

/**
 * What the shop stocks and offers, for the configurator. Today's offer (every thickness, Mill
 * Finish) until the settings arrive or when they cannot be read, and while a page the server
 * rendered hydrates: the form it hydrates must match the server's HTML, which has no settings.
 */
export function useShopOffer(): ShopOffer {
  const { data } = useShop();
  const hydrated = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  return useMemo(
    () => (hydrated && data ? { stock: data.stock, finishes: data.finishes } : DEFAULT_OFFER),
    [hydrated, data],
  );
}
