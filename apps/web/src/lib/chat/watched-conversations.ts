import type { MessageView } from '@steelcut/domain/schemas/chat';
import { isInConversation, type Conversation } from './conversation';

// The conversations on screen in this tab. A message arriving in one of them is read at once,
// so the live events do not light the unread dot for it.
const watched = new Set<Conversation>();

export function watchConversation(conversation: Conversation): () => void {
  const entry = { ...conversation };
  watched.add(entry);
  return () => watched.delete(entry);
}

/** Whether the message lands in a conversation shown in this tab while the tab is visible. */
export function isReadOnArrival(message: MessageView): boolean {
  if (document.visibilityState !== 'visible') return false;
  for (const conversation of watched) if (isInConversation(message, conversation)) return true;
  return false;
}
