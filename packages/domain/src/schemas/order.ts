import { formatRupees } from '../money';
import { z } from 'zod';
import { CART_MSG } from './cart';
import { IdSchema, UserIdSchema } from './fields';
import { LeadTimeChoiceSchema } from './lead-times';
import { CourierNameSchema, PoNumberSchema, TRACKING_MSG, TrackingNumberSchema } from './tracking';

export const ORDER_STATUSES = ['Pending', 'In-Progress', 'Dispatched', 'Delivered', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** SPEC: leads are orderType 1, converted orders orderType 2. */
export const ORDER_TYPE = { lead: 1, order: 2 } as const;

export const ORDERS_PAGE_SIZE = 50;

export const ORDER_MSG = {
  dispatchUnpaid: (duePaise: number) =>
    `${formatRupees(duePaise)} is still due on this order. Dispatch it before it is paid?`,
  dispatchUnpaidTitle: 'Dispatch an unpaid order?',
  dispatchAnyway: 'Dispatch anyway',
  placed: 'Order placed successfully',
  emptyCart: CART_MSG.emptyCart,
  loginToOrder: CART_MSG.loginToOrder,
  selectAddress: 'Please select a delivery address before proceeding',
  addressNotFound: 'Selected address not found. Please try again.',
  cartChanged: 'Your cart has changed. Please review it and place the order again.',
  placeFailed: 'Failed to place order',
  createFailed: 'Failed to create order. Please try again.',
  numberMissing: 'Order placed but order number not found',
  notFound: 'Order not found.',
  itemNotFound: 'This item is not part of the order.',
  infoNotFound: 'Order information not found',
  noOrders: 'No Orders Placed',
  noDetails: 'No order details found.',
  noItems: 'No items found for this order.',
  ordersFetchFailed: 'Failed to fetch orders. Please try again later.',
  reorderFailed: 'Failed to add the items to your cart. Please try again.',
  unexpected: CART_MSG.unexpected,
  cancelViaChat: 'Orders cannot be cancelled here. Please reach out to us via chat.',
  reordered: 'Items added to your cart',
  reorderNothing: 'None of these items can be ordered again as they were',
  statusUpdated: 'Order status updated',
  invalidStatus: 'Invalid order or status',
  updateStatusFailed: 'Failed to update order status',
  converted: (orderNo: string) => `Order ${orderNo} converted successfully!`,
  convertFailed: 'Failed to convert order',
  alreadyConverted: 'This lead has already been converted to an order',
  idempotencyKey: 'Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores',
  idempotencyKeyReused:
    'This Idempotency-Key was already used to place a different order. Reload the page and place the order again.',
} as const;

/** An Idempotency-Key header: a retry with the same key does the first request's work once. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

const PlaceOrderFieldsSchema = z.object({
  userId: UserIdSchema,
  /** The cart items ordered; not read when a quotation is ordered (its lines are the order's). */
  cartItems: z
    .array(z.object({ id: IdSchema }).passthrough(), { error: ORDER_MSG.emptyCart })
    .max(200)
    .default([]),
  totalQty: z.coerce.number().int().nonnegative().optional(),
  deliveryAddress: z
    .object(
      { id: z.coerce.number({ error: ORDER_MSG.selectAddress }).int().positive(ORDER_MSG.selectAddress) },
      { error: ORDER_MSG.selectAddress },
    )
    .passthrough(),
  /** The dispatch tier; standard when absent (so a request without it hashes as it always did). */
  leadTime: LeadTimeChoiceSchema.optional(),
  /** The customer's purchase-order number, printed on the invoices. */
  poNumber: PoNumberSchema.optional(),
  /** Orders this quotation of the customer's at its prices (within its validity). */
  quotationId: IdSchema.optional(),
});

/** An order of cart items, or of a quotation. */
export const PlaceOrderBodySchema = PlaceOrderFieldsSchema.refine(
  (body) => body.quotationId !== undefined || body.cartItems.length > 0,
  { message: ORDER_MSG.emptyCart, path: ['cartItems'] },
);
export type PlaceOrderBody = z.infer<typeof PlaceOrderBodySchema>;

/** The statuses an order carries a courier and tracking number in. */
export const SENT_STATUSES: readonly OrderStatus[] = ['Dispatched', 'Delivered'];

/**
 * PUT /order/{id}/status. SPEC's `{ status }` alone keeps the order's courier and number; a field
 * given replaces it (blank clears it).
 */
export const StatusChangeBodySchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: ORDER_MSG.invalidStatus }),
    courier: CourierNameSchema.optional(),
    trackingNumber: TrackingNumberSchema.optional(),
    /** Dispatch although money is still due (the admin confirmed the amount named). */
    confirmUnpaid: z.boolean().optional(),
  })
  .refine((body) => !body.trackingNumber || body.courier, {
    message: TRACKING_MSG.courierNeeded,
    path: ['courier'],
  })
  .refine((body) => (!body.courier && !body.trackingNumber) || SENT_STATUSES.includes(body.status), {
    message: TRACKING_MSG.onlyWhenSent,
    path: ['status'],
  });
export type StatusChangeBody = z.infer<typeof StatusChangeBodySchema>;

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(ORDERS_PAGE_SIZE),
});

export const NOTIFICATION_MSG = {
  updated: 'Notification settings updated successfully',
  initialized: 'Notification settings initialized',
} as const;

export const NotificationSettingsSchema = z.object({
  email_notifications: z.boolean(),
  message_notifications: z.boolean(),
  order_status_notifications: z.boolean(),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;
