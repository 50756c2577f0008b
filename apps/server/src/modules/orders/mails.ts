import { ADMIN_USER_ID } from '@steelcut/domain/constants';
import { plateText } from '@steelcut/domain/part-wire';
import { formatDispatchDate } from '@steelcut/domain/dispatch/dispatch-date';
import { formatRupees } from '@steelcut/domain/money';
import { TIER_NAMES } from '@steelcut/domain/schemas/lead-times';
import type { ShopSettings } from '@steelcut/domain/schemas/shop';
import type { Insertable } from 'kysely';
import type { OrderAmountsTable } from '../../db/types';
import { storedLineSizeText } from '@steelcut/domain/line-size';
import type { Mail } from '../../lib/mail';
import { escapeHtml } from '../../lib/html';
import type { OrderItemRow, OrderRow } from '../../db/types';

export type MailItem = Pick<
  OrderItemRow,
  'shape_slug' | 'shape_name' | 'material_name' | 'thickness' | 'finish' | 'dimensions' | 'quantity' | 'drawing'
>;

function itemLines(items: MailItem[]): string[] {
  return items.map((item, index) => {
    const dims = storedLineSizeText(item);
    return `${index + 1}. ${item.shape_name}: ${plateText(item)}, ${dims}; quantity ${item.quantity}`;
  });
}

/** Who sent it and how to call: the shop's name and phones. */
const signature = (shop: ShopSettings) => `${shop.tradingName} · ${shop.phones.join(' · ')}`;

function html(shop: ShopSettings, paragraphs: string[], items: MailItem[]): string {
  const rows = itemLines(items)
    .map((line) => `<li>${escapeHtml(line.replace(/^\d+\. /, ''))}</li>`)
    .join('');
  return `${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}\n<ol>${rows}</ol>\n<p>${escapeHtml(signature(shop))}</p>`;
}

function deliveryAddress(order: OrderRow): string {
  return [order.address_line1, order.address_line2, `${order.city}, ${order.state} ${order.postal_code}`, order.country]
    .filter(Boolean)
    .join(', ');
}

/** The estimate as the customer saw it at checkout; none while the shop has no rates. */
export type MailEstimate = Pick<
  Insertable<OrderAmountsTable>,
  'total_paise' | 'subtotal_paise' | 'delivery_paise' | 'delivery_kind' | 'delivery_reason'
>;

function deliveryWords(estimate: MailEstimate): string {
  if (estimate.delivery_kind === 'quoted') return 'to be quoted by the shop';
  const paise = Number(estimate.delivery_paise ?? 0);
  return paise > 0 ? formatRupees(paise) : 'free';
}

/** 'Amount to pay: ₹1,180.00 including GST (delivery ₹250.00).', or why there is none yet. */
function amountLine(estimate: MailEstimate | undefined): string {
  if (!estimate) return 'Amount to pay: our team will send you the price once the details are checked.';
  return `Amount to pay: ${formatRupees(Number(estimate.total_paise))} including GST (delivery ${deliveryWords(estimate)}).`;
}

/** 'Dispatch: Express, by Wed, 2 Dec 2026.' */
const dispatchLine = (order: OrderRow) =>
  `Dispatch: ${TIER_NAMES[order.lead_time]}${order.dispatch_by ? `, by ${formatDispatchDate(order.dispatch_by)}` : ''}.`;

export function orderPlacedCustomerMail(
  shop: ShopSettings,
  order: OrderRow,
  items: MailItem[],
  estimate: MailEstimate | undefined,
): Mail {
  const intro = [
    `Hello ${order.customer_name},`,
    `Thank you for your order ${order.order_no}. Our team will contact you to confirm the details and arrange delivery.`,
    amountLine(estimate),
    dispatchLine(order),
    `Payment: scan the UPI QR on the Payment Method page (UPI ID ${shop.upiId}, payee ${shop.payeeName}) with ${order.order_no} as the note, then share the payment screenshot with us in chat.`,
    `Delivery to: ${deliveryAddress(order)}`,
  ];
  return {
    to: order.customer_email,
    subject: `Order ${order.order_no} received - ${shop.tradingName}`,
    text: [...intro, '', ...itemLines(items), '', signature(shop)].join('\n'),
    html: html(shop, intro, items),
  };
}

export function orderPlacedShopMail(
  shop: ShopSettings,
  shopEmail: string,
  order: OrderRow,
  items: MailItem[],
  estimate: MailEstimate | undefined,
): Mail {
  const intro = [
    `New order ${order.order_no} from ${order.customer_name} (${order.customer_email}, ${order.customer_phone}).`,
    amountLine(estimate),
    dispatchLine(order),
    `Delivery to: ${deliveryAddress(order)}`,
  ];
  return {
    to: shopEmail,
    subject: `New order ${order.order_no} from ${order.customer_name}`,
    text: [...intro, '', ...itemLines(items)].join('\n'),
    html: html(shop, intro, items),
  };
}

/** 'Courier: DTDC, tracking number D123', and where to follow it, once the shop gave them. */
function trackingLines(order: OrderRow): string[] {
  if (!order.courier) return [];
  return [
    `Courier: ${order.courier}${order.tracking_number ? `, tracking number ${order.tracking_number}` : ''}.`,
    ...(order.tracking_url ? [`Track your parcel: ${order.tracking_url}`] : []),
  ];
}

export function statusChangedMail(shop: ShopSettings, order: OrderRow, items: MailItem[]): Mail {
  const intro = [
    `Hello ${order.customer_name},`,
    `Your order ${order.order_no} is now: ${order.status}.`,
    ...trackingLines(order),
  ];
  return {
    to: order.customer_email,
    subject: `Order ${order.order_no} is ${order.status} - ${shop.tradingName}`,
    text: [...intro, '', ...itemLines(items), '', signature(shop)].join('\n'),
    html: html(shop, intro, items),
  };
}

/** The order's mails, written with it: they go out with the order or not at all. */
export function placedMails(
  shop: ShopSettings,
  recipients: Map<number, string>,
  order: OrderRow,
  items: MailItem[],
  estimate: MailEstimate | undefined,
) {
  const admin = recipients.get(ADMIN_USER_ID);
  return [
    ...(recipients.has(order.user_id) ? [orderPlacedCustomerMail(shop, order, items, estimate)] : []),
    ...(admin ? [orderPlacedShopMail(shop, admin, order, items, estimate)] : []),
  ];
}
