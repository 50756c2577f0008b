import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Drawing, DrawingReplySchema } from '@steelcut/domain/schemas/drawing';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { drawingQueryKey } from './get-drawing';
import { myDrawingsQueryKey } from './get-my-drawings';

type DrawingReply = z.infer<typeof DrawingReplySchema>;

/** PUT /drawings/{id}/{what}: the customer's choice, and the drawing as measured with it. */
export async function remeasureDrawing(id: string, what: 'units' | 'layers', body: object): Promise<Drawing> {
  return (await api.put<DrawingReply>(`/drawings/${encodeURIComponent(id)}/${what}`, body)).drawing;
}

/**
 * A choice that has the drawing measured again: the page shows the new measure at once, and the
 * plates' checks (made for the old one) and the list of drawings are asked for again.
 */
export function useRemeasureDrawing<Choice>(id: string, remeasure: (choice: Choice) => Promise<Drawing>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: remeasure,
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
