import type { MessageView } from '@steelcut/domain/schemas/chat';
import type { OrderView } from '@steelcut/domain/schemas/views';
import { flattenPages, useMessages } from '../../../../lib/chat/get-messages';

/**
 * The messages of this order's chat that carry a file, newest first: where a payment's
 * screenshot is. The same query as the order's Messages card, so it costs no second call.
 */
export function useScreenshotMessages(order: Pick<OrderView, 'id' | 'customerid'>): {
  messages: MessageView[];
  isPending: boolean;
} {
  const conversation = order.customerid > 0 ? { customerId: order.customerid, orderId: order.id } : null;
  const query = useMessages(conversation);
  const messages = flattenPages(query.data)
    .filter((message) => message.attachment_path !== null)
    .toReversed();
  return { messages, isPending: conversation !== null && query.isPending };
}
