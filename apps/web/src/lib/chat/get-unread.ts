import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { chatKeys } from './query-keys';

/** A customer's unread messages from Support; for the admin, all customers' unread messages. */
export async function getUnreadCount(): Promise<number> {
  const reply = await api.get<{ unreadCount?: unknown }>('/chat/unread');
  return typeof reply?.unreadCount === 'number' ? reply.unreadCount : 0;
}

/** Kept live by the events (lib/live-events); fetched again after a read. */
export function useUnreadCount(enabled: boolean) {
  return useQuery({ queryKey: chatKeys.unread, queryFn: getUnreadCount, enabled });
}
