import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DrawingListReply } from '@steelcut/domain/schemas/drawing';
import { api } from '../../../lib/api-client';

/** The prefix of every customer's list. */
export const myDrawingsQueryKey = ['my-drawings'] as const;

/** One page of the customer's drawings, newest first (the server pages and sorts). */
export function getMyDrawings(page: number): Promise<DrawingListReply> {
  return api.get<DrawingListReply>(`/drawings?page=${page}`);
}

/**
 * A page of the signed-in customer's drawings; kept per user, so one who signs in after another
 * never sees theirs; the previous page stays on screen while the next loads.
 */
export function useMyDrawings(userId: number | undefined, page: number) {
  return useQuery({
    queryKey: [...myDrawingsQueryKey, userId, page],
    queryFn: () => getMyDrawings(page),
    enabled: userId !== undefined,
    placeholderData: keepPreviousData,
  });
}
