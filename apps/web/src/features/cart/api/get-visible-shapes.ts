import { useQuery } from '@tanstack/react-query';
import type { ShapeView } from '@steelcut/domain/schemas/shape';
import { api } from '../../../lib/api-client';
import { shapesQueryKey } from '../../../lib/shape-catalogue';

/** GET /shape/shapeName, under the catalogue's own key: the home page and the cart share one read. */
async function getShapes(): Promise<ShapeView[]> {
  return (await api.get<{ shapes: ShapeView[] }>('/shape/shapeName')).shapes;
}

const idsOf = (shapes: ShapeView[]): ReadonlySet<number> => new Set(shapes.map((shape) => shape.id));

/** The ids of the shapes the shop cuts today; undefined until known (then no line is flagged). */
export function useVisibleShapeIds(enabled: boolean): ReadonlySet<number> | undefined {
  return useQuery({ queryKey: shapesQueryKey, queryFn: getShapes, select: idsOf, enabled }).data;
}
