import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { CHAT_PAGE_SIZE, type MessageView } from '@steelcut/domain/schemas/chat';
import { api } from '../api-client';
import { useAuth } from '../auth-store';
import { chatSelfId, conversationParties, type Conversation } from './conversation';
import { chatKeys } from './query-keys';

/** One answer of GET /get-messages, oldest first; a full page means earlier ones may exist. */
export type MessagePage = { messages: MessageView[]; hasEarlier: boolean };
/** Pages newest first: pages[0] is the latest, each next one is earlier. */
export type MessagePages = InfiniteData<MessagePage, number>;

type Request = { sender: number; receiver: number; orderId: number | null; before?: number };

export async function getMessages({ sender, receiver, orderId, before }: Request): Promise<MessagePage> {
  const query = new URLSearchParams({ sender_id: String(sender), receiver_id: String(receiver) });
  if (orderId !== null) query.set('order_id', String(orderId));
  if (before) query.set('before', String(before));
  query.set('limit', String(CHAT_PAGE_SIZE));
  const reply = await api.get<{ messages?: MessageView[] }>(`/get-messages?${query}`);
  const messages = Array.isArray(reply?.messages) ? reply.messages : [];
  return { messages, hasEarlier: messages.length >= CHAT_PAGE_SIZE };
}

/** The messages of all pages, oldest first. */
export function flattenPages(data: MessagePages | undefined): MessageView[] {
  return data ? data.pages.toReversed().flatMap((page) => page.messages) : [];
}

/** A conversation, newest page first; `fetchNextPage` loads the earlier page (CHAT_LABELS.loadEarlier). */
export function useMessages(conversation: Conversation | null) {
  const { user } = useAuth();
  const selfId = user ? chatSelfId(user) : null;
  return useInfiniteQuery<MessagePage, Error, MessagePages, readonly unknown[], number>({
    queryKey: chatKeys.conversation(conversation ?? { customerId: 0, orderId: null }),
    queryFn: ({ pageParam }) => {
      const { self, other } = conversationParties(conversation!, selfId!);
      return getMessages({ sender: self, receiver: other, orderId: conversation!.orderId, before: pageParam });
    },
    // 0: the newest page; otherwise the id the earlier page ends before.
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasEarlier ? last.messages[0]?.id : undefined),
    enabled: conversation !== null && selfId !== null,
  });
}
