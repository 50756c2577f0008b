import type { User } from '@steelcut/domain/schemas/auth';
import { SUPPORT_ID, type MessageView } from '@steelcut/domain/schemas/chat';

/**
 * One customer's conversation with Support, as a screen shows it: all of it (orderId null)
 * or only one order's messages. The customer's id names it on both sides.
 */
export type Conversation = { customerId: number; orderId: number | null };

/** Who the signed-in user is in chat: Support for the admin (SPEC section 6), else their own id. */
export function chatSelfId(user: Pick<User, 'id' | 'role'>): number {
  return user.role === 'admin' ? SUPPORT_ID : user.id;
}

/** The two ends of a conversation seen from `selfId`: this side and the other. */
export function conversationParties(conversation: Conversation, selfId: number): { self: number; other: number } {
  return selfId === conversation.customerId
    ? { self: conversation.customerId, other: SUPPORT_ID }
    : { self: SUPPORT_ID, other: conversation.customerId };
}

/** The customer a message belongs to: whichever side is not Support. */
export function customerIdOf(message: Pick<MessageView, 'sender_id' | 'receiver_id'>): number {
  return message.sender_id === SUPPORT_ID ? message.receiver_id : message.sender_id;
}

export function isInConversation(message: MessageView, conversation: Conversation): boolean {
  return (
    customerIdOf(message) === conversation.customerId &&
    (conversation.orderId === null || conversation.orderId === message.order_id)
  );
}
