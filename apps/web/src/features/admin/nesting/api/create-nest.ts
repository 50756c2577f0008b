import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Nest, NestBody } from '@steelcut/domain/schemas/nesting';
import { api } from '../../../../lib/api-client';
import { nestsKey } from './get-nests';

/** POST /admin/nests: the plate's waiting lines nested on the stocked sheets (takes as long as the search). */
export const createNest = (body: NestBody) => api.post<{ nest: Nest }>('/admin/nests', body);

export function useCreateNest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNest,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: nestsKey }),
  });
}
