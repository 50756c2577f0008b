import { useEffect, useRef } from 'react';
import type { MessageView } from '@steelcut/domain/schemas/chat';
import { useDocumentVisible } from '../../hooks/use-document-visible';
import { conversationParties, type Conversation } from '../../lib/chat/conversation';
import { useMarkAsRead } from '../../lib/chat/mark-as-read';
import { watchConversation } from '../../lib/chat/watched-conversations';

/**
 * While the conversation is on screen and the tab visible, what the other side sent is marked
 * read: on opening it and as new messages arrive (SPEC section 4: opening a user marks it read).
 */
export function useMarkConversationRead(
  conversation: Conversation | null,
  messages: readonly MessageView[],
  selfId: number | null,
): void {
  const visible = useDocumentVisible();
  const { mutate } = useMarkAsRead();
  const customerId = conversation?.customerId;
  const orderId = conversation?.orderId ?? null;

  useEffect(() => {
    if (customerId === undefined) return;
    return watchConversation({ customerId, orderId });
  }, [customerId, orderId]);

  const lastUnread = selfId === null ? undefined : messages.findLast((m) => m.sender_id !== selfId && !m.read_at)?.id;
  const requested = useRef<string | null>(null);

  useEffect(() => {
    if (!visible || lastUnread === undefined || customerId === undefined || selfId === null) return;
    const attempt = `${customerId}:${orderId}:${lastUnread}`;
    if (requested.current === attempt) return;
    requested.current = attempt;
    const { self, other } = conversationParties({ customerId, orderId }, selfId);
    mutate(
      { sender_id: other, receiver_id: self, ...(orderId !== null && { order_id: orderId }) },
      // A failed attempt may be tried again when the next message arrives or the tab shows.
      { onError: () => (requested.current = null) },
    );
  }, [visible, lastUnread, customerId, orderId, selfId, mutate]);
}
