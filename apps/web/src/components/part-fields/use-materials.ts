import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { materialsQueryKey, type Material } from '../../lib/materials';

export async function getMaterials(): Promise<Material[]> {
  return (await api.get<{ materialName: Material[] }>('/shape/materialname')).materialName;
}

/** The stainless grades on offer; they change rarely. */
export function useMaterials() {
  return useQuery({ queryKey: materialsQueryKey, queryFn: getMaterials, staleTime: 10 * 60_000 });
}
