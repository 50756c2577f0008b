import type { QueryClient } from '@tanstack/react-query';
import type { ChatUserView, LivePushMap, MessageView } from '@steelcut/domain/schemas/chat';
import { refetchAfterChange } from '../refetch-after-change';
import { customerIdOf, isInConversation } from './conversation';
import type { MessagePages } from './get-messages';
import { chatKeys, conversationOfKey } from './query-keys';

/** Inserts a message in id order unless a page holds it already (a send reply and its push both arrive). */
function withMessage(data: MessagePages, message: MessageView): MessagePages {
  if (data.pages.some((page) => page.messages.some((m) => m.id === message.id))) return data;
  const [newest, ...earlier] = data.pages;
  if (!newest) return data;
  const messages = [...newest.messages, message].sort((a, b) => a.id - b.id);
  return { ...data, pages: [{ ...newest, messages }, ...earlier] };
}

/**
 * Puts a new message into every cached conversation it belongs to; one still on its first fetch
 * is fetched again (its answer may predate the message), unloaded ones load it themselves.
 */
export function addMessageToConversations(queryClient: QueryClient, message: MessageView): void {
  for (const [key, data] of queryClient.getQueriesData<MessagePages>({ queryKey: chatKeys.conversations })) {
    const conversation = conversationOfKey(key);
    if (!conversation || !isInConversation(message, conversation)) continue;
    if (data) queryClient.setQueryData<MessagePages>(key, withMessage(data, message));
    else void refetchAfterChange(queryClient, { queryKey: key, exact: true });
  }
}

type ReadEvent = LivePushMap['chat.read'];

/** Stamps read_at on what `sender_id` sent `reader_id` (of one order, or all), in every cached conversation. */
export function markReadInConversations(queryClient: QueryClient, { reader_id, sender_id, order_id }: ReadEvent): void {
  const readAt = new Date().toISOString();
  const isRead = (m: MessageView) =>
    m.sender_id === sender_id && m.receiver_id === reader_id && (order_id === null || m.order_id === order_id);
  queryClient.setQueriesData<MessagePages>({ queryKey: chatKeys.conversations }, (data) => {
    if (!data?.pages.some((page) => page.messages.some((m) => !m.read_at && isRead(m)))) return data;
    const pages = data.pages.map((page) => ({
      ...page,
      messages: page.messages.map((m) => (!m.read_at && isRead(m) ? { ...m, read_at: readAt } : m)),
    }));
    return { ...data, pages };
  });
}

/** What the admin's list shows as a customer's last message; a file alone shows its name. */
export function lastMessageText(message: MessageView): string {
  return message.message.trim() || message.attachment?.name || '';
}

/**
 * Moves the message's customer to the top of each cached customer list with it as their last
 * message, counting it unread when asked. A list without that customer, or still on its first
 * fetch, is fetched again.
 */
export function updateChatUserLists(queryClient: QueryClient, message: MessageView, countUnread: boolean): void {
  const customerId = customerIdOf(message);
  for (const [key, users] of queryClient.getQueriesData<ChatUserView[]>({ queryKey: chatKeys.userLists })) {
    const user = users?.find((u) => u.id === customerId);
    if (!users || !user) {
      void refetchAfterChange(queryClient, { queryKey: key, exact: true });
      continue;
    }
    const moved: ChatUserView = {
      ...user,
      lastMessage: lastMessageText(message),
      lastMessageAt: message.created_at,
      unreadCount: user.unreadCount + (countUnread ? 1 : 0),
    };
    queryClient.setQueryData<ChatUserView[]>(key, [moved, ...users.filter((u) => u.id !== customerId)]);
  }
}

/** The admin read all of a customer's messages: their badge clears at once. */
export function clearUserUnread(queryClient: QueryClient, customerId: number): void {
  queryClient.setQueriesData<ChatUserView[]>({ queryKey: chatKeys.userLists }, (users) =>
    users?.map((u) => (u.id === customerId && u.unreadCount > 0 ? { ...u, unreadCount: 0 } : u)),
  );
}

/**
 * One more unread message in the top bar's count. A count still being fetched may have been read
 * before this message was saved: it is asked again instead.
 */
export function bumpUnreadCount(queryClient: QueryClient): void {
  const known = queryClient.getQueryData<number>(chatKeys.unread);
  if (known === undefined || queryClient.isFetching({ queryKey: chatKeys.unread }) > 0) {
    void refetchAfterChange(queryClient, { queryKey: chatKeys.unread });
    return;
  }
  queryClient.setQueryData<number>(chatKeys.unread, known + 1);
}
