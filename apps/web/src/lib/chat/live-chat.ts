import type { QueryClient } from '@tanstack/react-query';
import type { LivePushMap, MessageView } from '@steelcut/domain/schemas/chat';
import { refetchAfterChange } from '../refetch-after-change';
import {
  addMessageToConversations,
  bumpUnreadCount,
  markReadInConversations,
  updateChatUserLists,
} from './message-cache';
import { chatKeys } from './query-keys';
import { isReadOnArrival } from './watched-conversations';

/**
 * A pushed message: it joins its cached conversations and the admin's customer list, and counts
 * as unread unless this user sent it or it lands in a conversation on screen (read at once).
 */
export function onChatMessage(queryClient: QueryClient, message: MessageView, selfId: number): void {
  addMessageToConversations(queryClient, message);
  const unread = message.sender_id !== selfId && !isReadOnArrival(message);
  updateChatUserLists(queryClient, message, unread);
  if (unread) bumpUnreadCount(queryClient);
}

/** Someone read messages: they show as read; when it was this user (another tab), the counts drop. */
export function onChatRead(queryClient: QueryClient, event: LivePushMap['chat.read'], selfId: number): void {
  markReadInConversations(queryClient, event);
  if (event.reader_id !== selfId) return;
  void refetchAfterChange(queryClient, { queryKey: chatKeys.unread });
  void refetchAfterChange(queryClient, { queryKey: chatKeys.userLists });
}
