import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkAsReadBody } from '@steelcut/domain/schemas/chat';
import { api } from '../api-client';
import { refetchAfterChange } from '../refetch-after-change';
import { clearUserUnread, markReadInConversations } from './message-cache';
import { chatKeys } from './query-keys';

export type MarkAsReadReply = { message: string; updated: number };

/** Marks read what sender_id sent receiver_id (the caller), of one order when order_id is given. */
export const markAsRead = (body: MarkAsReadBody) => api.post<MarkAsReadReply>('/mark-as-read', body);

/** On success the messages show as read, the badge of that customer clears and the counts are fetched again. */
export function useMarkAsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAsRead,
    onSuccess: (_reply, body) => {
      markReadInConversations(queryClient, {
        reader_id: body.receiver_id,
        sender_id: body.sender_id,
        order_id: body.order_id ?? null,
      });
      if (body.order_id === undefined) clearUserUnread(queryClient, body.sender_id);
      void refetchAfterChange(queryClient, { queryKey: chatKeys.unread });
      void refetchAfterChange(queryClient, { queryKey: chatKeys.userLists });
    },
  });
}
