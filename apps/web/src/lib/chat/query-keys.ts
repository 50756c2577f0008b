import type { Conversation } from './conversation';

/** Every chat query key, so the live events and the mutations update the same caches. */
export const chatKeys = {
  all: ['chat'] as const,
  conversations: ['chat', 'messages'] as const,
  conversation: ({ customerId, orderId }: Conversation) => ['chat', 'messages', customerId, orderId ?? 'all'] as const,
  userLists: ['chat', 'users'] as const,
  users: (search: string) => ['chat', 'users', search] as const,
  unread: ['chat', 'unread'] as const,
};

/** The conversation a cached messages key stands for, or null for another key. */
export function conversationOfKey(key: readonly unknown[]): Conversation | null {
  const [, , customerId, order] = key;
  if (typeof customerId !== 'number') return null;
  return { customerId, orderId: typeof order === 'number' ? order : null };
}
