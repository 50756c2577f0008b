import { useQuery } from '@tanstack/react-query';
import type { ShapeView } from '@steelcut/domain/schemas/shape';
import { api } from '../../../../lib/api-client';

/** A shape as GET /admin/shapes answers it: hidden ones included. */
export type AdminShape = ShapeView;

export const adminShapesQueryKey = ['admin', 'shapes'] as const;

export async function getAdminShapes(): Promise<AdminShape[]> {
  return (await api.get<{ shapes: AdminShape[] }>('/admin/shapes')).shapes;
}

export function useAdminShapes() {
  return useQuery({ queryKey: adminShapesQueryKey, queryFn: getAdminShapes });
}
