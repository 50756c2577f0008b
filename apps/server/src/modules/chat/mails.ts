import type { ShopSettings } from '@steelcut/domain/schemas/shop';
import { escapeHtml } from '../../lib/html';
import type { Mail } from '../../lib/mail';
import type { MessageRecord } from './repository';

const EXCERPT_CHARS = 300;

function excerpt(record: MessageRecord): string[] {
  const text = record.body.length > EXCERPT_CHARS ? `${record.body.slice(0, EXCERPT_CHARS)}…` : record.body;
  return [
    ...(record.order_no ? [`About order ${record.order_no}.`] : []),
    ...(text ? [`"${text}"`] : []),
    ...(record.attachment_name ? [`Attachment: ${record.attachment_name}`] : []),
  ];
}

function mail(shop: ShopSettings, to: string, subject: string, lines: string[], link: string): Mail {
  const all = [...lines, `Reply in chat: ${link}`];
  return {
    to,
    subject,
    text: [...all, '', shop.tradingName].join('\n'),
    html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}\n<p><a href="${escapeHtml(link)}">Reply in chat</a></p>\n<p>${escapeHtml(shop.tradingName)}</p>`,
  };
}

/**
 * A new chat message, mailed to its receiver: to the shop when the customer wrote, with a link
 * to the customer's conversation; to the customer when the shop wrote.
 */
export function chatMessageMail(
  toShop: boolean,
  shop: ShopSettings,
  to: string,
  customerName: string,
  record: MessageRecord,
  publicUrl: string,
): Mail {
  return toShop
    ? mail(
        shop,
        to,
        `New message from ${customerName}`,
        [`${customerName} wrote in chat.`, ...excerpt(record)],
        `${publicUrl}/admin/chats?user=${record.customer_id}`,
      )
    : mail(
        shop,
        to,
        `New message from ${shop.tradingName} Support`,
        [`Hello ${customerName},`, 'You have a new message from our team.', ...excerpt(record)],
        `${publicUrl}/chats`,
      );
}
