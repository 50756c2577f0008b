import type { QueryClient, QueryFilters } from '@tanstack/react-query';

/**
 * Fetches again what `filters` select, after a change on the server (a push, the stream opening,
 * a mark-as-read). invalidateQueries alone joins a first fetch still under way, which the server
 * may have answered before the change, and the change would stay unseen until the data went
 * stale: that fetch is cancelled first.
 */
export async function refetchAfterChange(queryClient: QueryClient, filters: QueryFilters): Promise<void> {
  await queryClient.cancelQueries(filters);
  await queryClient.invalidateQueries(filters);
}
