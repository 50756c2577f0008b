import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Drawing, DrawingReplySchema } from '@steelcut/domain/schemas/drawing';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { drawingQueryKey } from './get-drawing';
import { myDrawingsQueryKey } from './get-my-drawings';

type DrawingReply = z.infer<typeof DrawingReplySchema>;

export async function setDrawingLayers(id: string, excluded: string[]): Promise<Drawing> {
  return (await api.put<DrawingReply>(`/drawings/${encodeURIComponent(id)}/layers`, { excluded })).drawing;
}

/** PUT /drawings/{id}/layers: the drawing measured again without them; the plate's checks asked again too. */
export function useSetDrawingLayers(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (excluded: string[]) => setDrawingLayers(id, excluded),
    onSuccess: (drawing) => {
      queryClient.setQueryData(drawingQueryKey(id), drawing);
      void queryClient.invalidateQueries({
        queryKey: drawingQueryKey(id),
        predicate: (query) => query.queryKey.length > drawingQueryKey(id).length,
      });
      void queryClient.invalidateQueries({ queryKey: myDrawingsQueryKey });
    },
  });
}
