import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Pricing } from '@steelcut/domain/schemas/pricing';
import { api } from '../../../../lib/api-client';
import { QUOTE_QUERY_ROOT } from '../../../../lib/pricing/get-quote';
import { pricingQueryKey } from '../../shared/api/get-pricing';

export type SavePricingReply = { pricing: Pricing; message: string };

export const savePricing = (pricing: Pricing) => api.put<SavePricingReply>('/admin/pricing', { pricing });

/** Saves the whole table; every estimate in this tab is worked out again at the new rates. */
export function useSavePricing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePricing,
    onSuccess: (reply) => {
      queryClient.setQueryData(pricingQueryKey, reply.pricing);
      void queryClient.invalidateQueries({ queryKey: QUOTE_QUERY_ROOT });
    },
  });
}
