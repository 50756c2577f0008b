import { useQuery } from '@tanstack/react-query';
import type { NestSummary } from '@steelcut/domain/schemas/nesting';
import { api } from '../../../../lib/api-client';

export const nestsKey = ['admin', 'nests', 'list'] as const;

/** GET /admin/nests: the nests kept so far, newest first. */
export const getNests = () => api.get<{ nests: NestSummary[] }>('/admin/nests');

export function useNests() {
  return useQuery({ queryKey: nestsKey, queryFn: getNests });
}
