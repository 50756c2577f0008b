import { useQuery } from '@tanstack/react-query';
import type { Pricing } from '@steelcut/domain/schemas/pricing';
import { api } from '../../../../lib/api-client';

export const pricingQueryKey = ['admin', 'pricing'] as const;

/** The shop's rates; null until the admin first saves them. */
export async function getPricing(): Promise<Pricing | null> {
  return (await api.get<{ pricing: Pricing | null }>('/admin/pricing')).pricing;
}

export function useAdminPricing() {
  return useQuery({ queryKey: pricingQueryKey, queryFn: getPricing });
}
