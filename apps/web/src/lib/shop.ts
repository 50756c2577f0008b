import { useQuery } from '@tanstack/react-query';
import { PRODUCT_NAME } from '@steelcut/domain/product';
import type { ShopSettings } from '@steelcut/domain/schemas/shop';
import type { ShopReply } from '@steelcut/domain/schemas/shop-api';
import { api } from './api-client';

/** The shop's settings (GET /api/shop): server-rendered pages carry them, other pages ask once. */
export const shopQueryKey = ['shop'] as const;

/** The owner changes them rarely; their own save replaces them at once. */
const SHOP_STALE_MS = 5 * 60_000;

export async function getShop(): Promise<ShopSettings> {
  return (await api.get<ShopReply>('/shop')).shop;
}

/** Who the shop is, what it stocks and delivers: loaded once for the whole app. */
export function useShop() {
  return useQuery({ queryKey: shopQueryKey, queryFn: getShop, staleTime: SHOP_STALE_MS });
}

/** The settings if the app has them already, without asking the server (the app's frame asks once). */
export function useKnownShop(): ShopSettings | undefined {
  return useQuery({ queryKey: shopQueryKey, queryFn: getShop, enabled: false }).data;
}

/**
 * The shop's trading name where only the name is wanted (titles, the logo); the product's name
 * until known (the settings' schema stays out of the app's first script: it brings zod).
 */
export function useTradingName(): string {
  return useKnownShop()?.tradingName ?? PRODUCT_NAME;
}
