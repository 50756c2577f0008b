import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Address } from './types';

export const addressesQueryKey = (userId: number | undefined) => ['addresses', userId] as const;

export async function getAddresses(userId: number): Promise<Address[]> {
  return (await api.get<{ addresses: Address[] }>(`/address/user/${userId}`)).addresses;
}

/** The customer's saved addresses, the default one first. */
export function useAddresses(userId: number | undefined) {
  return useQuery({
    queryKey: addressesQueryKey(userId),
    queryFn: () => getAddresses(userId!),
    enabled: userId !== undefined,
  });
}
