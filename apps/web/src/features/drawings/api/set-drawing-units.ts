import type { ChosenUnit } from '@steelcut/domain/drawings/units';
import { remeasureDrawing, useRemeasureDrawing } from './remeasure-drawing';

/** PUT /drawings/{id}/units: the drawing measured again in the unit the customer chose. */
export function useSetDrawingUnits(id: string) {
  return useRemeasureDrawing(id, (units: ChosenUnit) => remeasureDrawing(id, 'units', { units }));
}
