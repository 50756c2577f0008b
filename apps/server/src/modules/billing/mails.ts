import { formatRupees } from '@steelcut/domain/money';
import type { ShopSettings } from '@steelcut/domain/schemas/shop';
import { escapeHtml } from '../../lib/html';
import type { Mail } from '../../lib/mail';
import type { OrderRow } from '../../db/types';

/** To the customer: the shop's quote for their order, and how to pay it. */
export function quoteMail(
  shop: ShopSettings,
  order: OrderRow,
  totalPaise: number,
  note: string,
  publicUrl: string,
): Mail {
  const lines = [
    `Hello ${order.customer_name},`,
    `Our quote for order ${order.order_no} is ${formatRupees(totalPaise)} including GST.`,
    ...(note ? [note] : []),
    `Pay by UPI to ${shop.upiId} (${shop.payeeName}) with ${order.order_no} as the note, then share the payment screenshot in chat.`,
    `Questions? Call us on ${shop.phones.join(' or ')}.`,
  ];
  const link = `${publicUrl}/orderDetails/${order.id}`;
  return {
    to: order.customer_email,
    subject: `Quote for order ${order.order_no}: ${formatRupees(totalPaise)} - ${shop.tradingName}`,
    text: [...lines, `Your order: ${link}`, '', shop.tradingName].join('\n'),
    html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}\n<p><a href="${escapeHtml(link)}">Your order</a></p>\n<p>${escapeHtml(shop.tradingName)}</p>`,
  };
}

/** To the customer: a payment received or a refund paid back, and where the order's money stands. */
export function movementMail(
  shop: ShopSettings,
  order: OrderRow,
  movement: { kind: 'payment' | 'refund'; amountPaise: number; reference: string },
  paidPaise: number,
  publicUrl: string,
): Mail {
  const amount = formatRupees(movement.amountPaise);
  const received = movement.kind === 'payment';
  const standing =
    order.amount_paise === null
      ? `Paid so far: ${formatRupees(paidPaise)}.`
      : `Paid so far: ${formatRupees(paidPaise)} of ${formatRupees(order.amount_paise)}.`;
  const lines = [
    `Hello ${order.customer_name},`,
    received
      ? `We have received your payment of ${amount} for order ${order.order_no} (reference ${movement.reference}). Thank you.`
      : `We have refunded ${amount} for order ${order.order_no} (reference ${movement.reference}).`,
    standing,
    `Questions? Call us on ${shop.phones.join(' or ')}.`,
  ];
  const link = `${publicUrl}/orderDetails/${order.id}`;
  return {
    to: order.customer_email,
    subject: `${received ? 'Payment received' : 'Refund'} for order ${order.order_no}: ${amount} - ${shop.tradingName}`,
    text: [...lines, `Your order: ${link}`, '', shop.tradingName].join('\n'),
    html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}\n<p><a href="${escapeHtml(link)}">Your order</a></p>\n<p>${escapeHtml(shop.tradingName)}</p>`,
  };
}
