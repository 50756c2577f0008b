import { BUSINESS } from '@steelcut/domain/business';
import { formatRupees } from '@steelcut/domain/pricing/money';
import { escapeHtml } from '../../lib/html';
import type { Mail } from '../../lib/mail';
import type { OrderRow } from '../orders/repository';

/** To the customer: the shop's quote for their order, and how to pay it. */
export function quoteMail(order: OrderRow, totalPaise: number, note: string, publicUrl: string): Mail {
  const lines = [
    `Hello ${order.customer_name},`,
    `Our quote for order ${order.order_no} is ${formatRupees(totalPaise)} including GST.`,
    ...(note ? [note] : []),
    `Pay by UPI to ${BUSINESS.upiId} with ${order.order_no} as the note, then share the payment screenshot in chat.`,
  ];
  const link = `${publicUrl}/orderDetails/${order.id}`;
  return {
    to: order.customer_email,
    subject: `Quote for order ${order.order_no}: ${formatRupees(totalPaise)} - ${BUSINESS.productName}`,
    text: [...lines, `Your order: ${link}`, '', BUSINESS.productName].join('\n'),
    html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}\n<p><a href="${escapeHtml(link)}">Your order</a></p>`,
  };
}
