import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShopSettings } from '@steelcut/domain/schemas/shop';
import type { SaveShopReply } from '@steelcut/domain/schemas/shop-api';
import { api } from '../../../../lib/api-client';
import { shopQueryKey } from '../../../../lib/shop';
import { adminKeys } from '../../shared/lib/query-keys';
import { pricingQueryKey } from '../../shared/api/get-pricing';
import { adminShopQueryKey } from './get-shop-settings';

export const saveShopSettings = (shop: ShopSettings) => api.put<SaveShopReply>('/admin/shop', { shop });

/** Saves the whole settings; this tab shows them at once, the checklist and the price table's GSTIN follow. */
export function useSaveShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveShopSettings,
    onSuccess: ({ shop, setup }) => {
      queryClient.setQueryData(adminShopQueryKey, { shop, setup });
      queryClient.setQueryData(shopQueryKey, shop);
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
      void queryClient.invalidateQueries({ queryKey: pricingQueryKey });
    },
  });
}
