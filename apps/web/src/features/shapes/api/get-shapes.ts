import { useQuery } from '@tanstack/react-query';
import type { ShapeParameter } from '@steelcut/domain/shapes/types';
import { api } from '../../../lib/api-client';
import { shapesQueryKey } from '../../../lib/shape-catalogue';

/** A shape as GET /shape/shapeName and GET /shape/{id} answer it (SPEC section 3 'Shape'). */
export type Shape = {
  id: number;
  slug: string;
  shape_Name: string;
  imageName: string;
  IsActive: number;
  IsHide: number;
  /** Already in display order: a, b, Angle, length. */
  parameters: (ShapeParameter & { image: string })[];
};

export async function getShapes(): Promise<Shape[]> {
  return (await api.get<{ shapes: Shape[] }>('/shape/shapeName')).shapes;
}

/** The visible shapes of the catalogue. */
export function useShapes() {
  return useQuery({ queryKey: shapesQueryKey, queryFn: getShapes });
}
