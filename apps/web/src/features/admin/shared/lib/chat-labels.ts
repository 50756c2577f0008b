/** Labels of the admin's chat screens; the product's chat messages are CHAT_MSG in packages/domain. */
export const ADMIN_CHAT_LABELS = {
  title: 'Chats',
  customers: 'Customers',
  conversation: 'Conversation',
  search: 'Search customers',
  searchHint: 'Name, e-mail or phone',
  back: 'Back to customers',
  choose: 'Choose a customer to see the conversation.',
  customer: (id: number) => `Customer #${id}`,
  unread: (count: number) => `${count} unread`,
  orderMessages: 'Messages',
  allMessages: 'All messages',
  allMessagesWith: (name: string) => `All messages with ${name}`,
} as const;
