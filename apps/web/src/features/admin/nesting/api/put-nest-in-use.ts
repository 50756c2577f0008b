import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Nest } from '@steelcut/domain/schemas/nesting';
import { api } from '../../../../lib/api-client';

/** POST /admin/nests/{id}/use: the nest becomes the floor's plan; its lines stop waiting. */
export const putNestInUse = (id: number) => api.post<{ nest: Nest }>(`/admin/nests/${id}/use`);

export function useNestInUse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putNestInUse,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'nests'] }),
  });
}
