import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressFields } from '@steelcut/domain/schemas/address';
import { api } from '../../../lib/api-client';
import { addressesQueryKey } from './get-addresses';
import type { Address } from './types';

export type UpdateAddressReply = { address: Address; message: string };

/** PUT /address/{id}: the same fields as adding; orders placed to it keep their own copy. */
export function updateAddress(id: number, fields: AddressFields): Promise<UpdateAddressReply> {
  return api.put<UpdateAddressReply>(`/address/${id}`, fields);
}

export function useUpdateAddress(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: number; fields: AddressFields }) => updateAddress(id, fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey(userId) }),
  });
}
