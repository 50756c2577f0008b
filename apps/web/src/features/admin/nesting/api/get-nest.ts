import { useQuery } from '@tanstack/react-query';
import type { Nest } from '@steelcut/domain/schemas/nesting';
import { api } from '../../../../lib/api-client';

/** GET /admin/nests/{id}: one kept nest with its sheets. */
export const getNest = (id: number) => api.get<{ nest: Nest }>(`/admin/nests/${id}`);

export function useNest(id: number | null) {
  return useQuery({
    queryKey: ['admin', 'nests', 'one', id ?? 0] as const,
    queryFn: () => getNest(id!),
    enabled: id !== null,
  });
}
