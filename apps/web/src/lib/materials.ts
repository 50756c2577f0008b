import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** SPEC section 3 'Material'. */
export type Material = { id: number; Material_Name: string };

export async function getMaterials(): Promise<Material[]> {
  return (await api.get<{ materialName: Material[] }>('/shape/materialname')).materialName;
}

export const materialsQueryKey = ['materials'] as const;

/** The stainless grades on offer; they change rarely. */
export function useMaterials() {
  return useQuery({ queryKey: materialsQueryKey, queryFn: getMaterials, staleTime: 10 * 60_000 });
}
