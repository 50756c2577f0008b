/** Labels of the customer's chat screen that are not product messages (those are CHAT_MSG). */
export const CHAT_PAGE_LABELS = {
  title: 'Chats',
  aboutOrder: 'About order',
  general: 'General',
  orderFallback: (id: number) => `Order #${id}`,
} as const;
