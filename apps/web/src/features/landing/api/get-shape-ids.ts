import { useQuery } from '@tanstack/react-query';
import type { ShapeView } from '@steelcut/domain/schemas/shape';
import { getVisibleShapes, shapesQueryKey } from '../../../lib/shape-catalogue';

const idBySlug = (shapes: ShapeView[]): ReadonlyMap<string, number> =>
  new Map(shapes.map((shape) => [shape.slug, shape.id]));

/** Each visible shape's id by its slug (slugs never change; ids are the database's). */
export function useShapeIdsBySlug(): ReadonlyMap<string, number> | undefined {
  return useQuery({ queryKey: shapesQueryKey, queryFn: getVisibleShapes, select: idBySlug }).data;
}
