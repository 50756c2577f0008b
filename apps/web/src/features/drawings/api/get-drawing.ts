import { useQuery } from '@tanstack/react-query';
import type { Drawing, DrawingReplySchema } from '@steelcut/domain/schemas/drawing';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

type DrawingReply = z.infer<typeof DrawingReplySchema>;

/** One drawing; with a thickness, its checks include those that depend on the plate. */
export const drawingQueryKey = (id: string, thicknessMm?: number) =>
  thicknessMm === undefined ? (['drawing', id] as const) : (['drawing', id, { thicknessMm }] as const);

export async function getDrawing(id: string, thicknessMm?: number): Promise<Drawing> {
  const query = thicknessMm === undefined ? '' : `?thickness=${thicknessMm}`;
  return (await api.get<DrawingReply>(`/drawings/${encodeURIComponent(id)}${query}`)).drawing;
}

/** A drawing changes only when its units are changed here, and that answer replaces it. */
const NEVER_STALE = Infinity;

/** The drawing as measured. */
export function useDrawing(id: string | undefined) {
  return useQuery({
    queryKey: drawingQueryKey(id ?? ''),
    queryFn: () => getDrawing(id!),
    enabled: Boolean(id),
    staleTime: NEVER_STALE,
  });
}

/**
 * The drawing with the checks for a plate of `thicknessMm` (none asked while undefined). While
 * another thickness is on its way, the last plate's answer for this drawing stays on screen.
 */
export function useDrawingForPlate(id: string, thicknessMm: number | undefined) {
  return useQuery({
    queryKey: drawingQueryKey(id, thicknessMm),
    queryFn: () => getDrawing(id, thicknessMm),
    enabled: thicknessMm !== undefined,
    staleTime: NEVER_STALE,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === id ? previous : undefined),
  });
}
