import { useQuery } from '@tanstack/react-query';
import type { ShapeView } from '@steelcut/domain/schemas/shape';
import { getVisibleShapes, shapesQueryKey } from '../../../lib/shape-catalogue';

/** A shape as GET /shape/shapeName and GET /shape/{id} answer it; parameters in display order. */
export type Shape = ShapeView;

export const getShapes: () => Promise<Shape[]> = getVisibleShapes;

/** The visible shapes of the catalogue. */
export function useShapes() {
  return useQuery({ queryKey: shapesQueryKey, queryFn: getShapes });
}
