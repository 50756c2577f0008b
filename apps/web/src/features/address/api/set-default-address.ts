import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { addressesQueryKey } from './get-addresses';
import type { Address } from './types';

export function setDefaultAddress(id: number): Promise<{ address: Address; message: string }> {
  return api.put(`/address/${id}/default`);
}

export function useSetDefaultAddress(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey(userId) }),
  });
}
