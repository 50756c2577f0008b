import { useQuery } from '@tanstack/react-query';
import type { ShapeView } from '@steelcut/domain/schemas/shape';
import { getVisibleShapes, shapesQueryKey } from '../../../lib/shape-catalogue';

const idsOf = (shapes: ShapeView[]): ReadonlySet<number> => new Set(shapes.map((shape) => shape.id));

/** The ids of the shapes the shop cuts today; undefined until known (then no line is flagged). */
export function useVisibleShapeIds(enabled: boolean): ReadonlySet<number> | undefined {
  // The catalogue's own key: the home page, the landing page and the cart share one read.
  return useQuery({ queryKey: shapesQueryKey, queryFn: getVisibleShapes, select: idsOf, enabled }).data;
}
