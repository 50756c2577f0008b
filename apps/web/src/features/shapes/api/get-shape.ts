import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shapesQueryKey } from '../../../lib/shape-catalogue';
import type { Shape } from './get-shapes';

export async function getShape(id: number): Promise<Shape> {
  return (await api.get<{ shape: Shape }>(`/shape/${id}`)).shape;
}

/** One visible shape; 404 (SHAPE_MSG.notFound) for an unknown or hidden one. */
export function useShape(id: number) {
  return useQuery({
    queryKey: [...shapesQueryKey, id],
    queryFn: () => getShape(id),
    enabled: Number.isInteger(id) && id > 0,
  });
}
