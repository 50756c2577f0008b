import { useMemo, useSyncExternalStore } from 'react';
import { DEFAULT_OFFER, type ShopOffer } from '@steelcut/domain/shop-offer';
import { useShop } from './shop';

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
