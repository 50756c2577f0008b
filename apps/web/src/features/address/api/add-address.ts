import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressFields } from '@steelcut/domain/schemas/address';
import { api } from '../../../lib/api-client';
import { addressesQueryKey } from './get-addresses';
import type { Address } from './types';

export type AddAddressReply = { address: Address; message: string };

export function addAddress(userId: number, fields: AddressFields): Promise<AddAddressReply> {
  return api.post<AddAddressReply>('/address', { userId, ...fields });
}

export function useAddAddress(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: AddressFields) => addAddress(userId, fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey(userId) }),
  });
}
