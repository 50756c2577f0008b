import { useQuery } from '@tanstack/react-query';
import type { Drawing, DrawingListReplySchema } from '@steelcut/domain/schemas/drawing';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

type DrawingListReply = z.infer<typeof DrawingListReplySchema>;

/** The prefix of every customer's list. */
export const myDrawingsQueryKey = ['my-drawings'] as const;

const newestFirst = (a: Drawing, b: Drawing) => b.createdAt.localeCompare(a.createdAt);

export async function getMyDrawings(): Promise<Drawing[]> {
  return (await api.get<DrawingListReply>('/drawings')).drawings.sort(newestFirst);
}

/** The signed-in customer's drawings, newest first; kept per user, so one who signs in after another never sees theirs. */
export function useMyDrawings(userId: number | undefined) {
  return useQuery({ queryKey: [...myDrawingsQueryKey, userId], queryFn: getMyDrawings, enabled: userId !== undefined });
}
