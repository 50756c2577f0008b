import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Drawing, DrawingReplySchema } from '@steelcut/domain/schemas/drawing';
import type { z } from 'zod';
import { uploadForm } from '../../../lib/upload';
import { drawingQueryKey } from './get-drawing';
import { myDrawingsQueryKey } from './get-my-drawings';

type DrawingReply = z.infer<typeof DrawingReplySchema>;

export async function uploadDrawing(
  file: File,
  options: { onProgress: (fraction: number) => void; signal: AbortSignal },
): Promise<Drawing> {
  const form = new FormData();
  form.set('file', file);
  return (await uploadForm<DrawingReply>('/drawings', form, options)).drawing;
}

/** POST /drawings with upload progress (0 to 1, null when idle) and a way to cancel it. */
export function useUploadDrawing() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);

  const mutation = useMutation({
    mutationFn: (file: File) => {
      controller.current = new AbortController();
      return uploadDrawing(file, { onProgress: setProgress, signal: controller.current.signal });
    },
    onMutate: () => setProgress(0),
    onSettled: () => setProgress(null),
    onSuccess: (drawing) => {
      queryClient.setQueryData(drawingQueryKey(drawing.id), drawing);
      void queryClient.invalidateQueries({ queryKey: myDrawingsQueryKey });
    },
  });

  return { ...mutation, progress, cancel: () => controller.current?.abort() };
}

/** A cancelled upload: not a failure to report. */
export const isCancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
