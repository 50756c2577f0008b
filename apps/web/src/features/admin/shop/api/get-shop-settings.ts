import { useQuery } from '@tanstack/react-query';
import type { AdminShopReply } from '@steelcut/domain/schemas/shop-api';
import { api } from '../../../../lib/api-client';

export const adminShopQueryKey = ['admin', 'shop'] as const;

/** The shop's settings and its first-run checklist (the defaults until first saved). */
export const getShopSettings = () => api.get<AdminShopReply>('/admin/shop');

export function useShopSettings() {
  return useQuery({ queryKey: adminShopQueryKey, queryFn: getShopSettings });
}
