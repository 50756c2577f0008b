import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChosenUnit } from '@steelcut/domain/drawings/units';
import type { Drawing, DrawingReplySchema } from '@steelcut/domain/schemas/drawing';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { drawingQueryKey } from './get-drawing';
import { myDrawingsQueryKey } from './get-my-drawings';

type DrawingReply = z.infer<typeof DrawingReplySchema>;

export async function setDrawingUnits(id: string, units: ChosenUnit): Promise<Drawing> {
  return (await api.put<DrawingReply>(`/drawings/${encodeURIComponent(id)}/units`, { units })).drawing;
}

/** PUT /drawings/{id}/units: the drawing measured again; the checks for a plate are asked for again too. */
export function useSetDrawingUnits(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (units: ChosenUnit) => setDrawingUnits(id, units),
    onSuccess: (drawing) => {
      queryClient.setQueryData(drawingQueryKey(id), drawing);
      // The plates' checks were for the old measure: asked again (DrawingResult ignores them meanwhile).
      void queryClient.invalidateQueries({
        queryKey: drawingQueryKey(id),
        predicate: (query) => query.queryKey.length > drawingQueryKey(id).length,
      });
      void queryClient.invalidateQueries({ queryKey: myDrawingsQueryKey });
    },
  });
}
