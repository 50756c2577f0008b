import { remeasureDrawing, useRemeasureDrawing } from './remeasure-drawing';

/** PUT /drawings/{id}/layers: the drawing measured again without them. */
export function useSetDrawingLayers(id: string) {
  return useRemeasureDrawing(id, (excluded: string[]) => remeasureDrawing(id, 'layers', { excluded }));
}
