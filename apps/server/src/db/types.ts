import type { Insertable, Selectable, Updateable } from 'kysely';
import type {
  Addresses,
  CartItems,
  DB,
  Drawings,
  Files,
  Generated,
  Messages,
  OrderAmounts,
  OrderItems,
  Orders,
  Payments,
  QuotationLines,
  Quotations,
  Shapes,
  Users,
} from './tables.generated';

/*
 * The tables' shapes come from the migrations (tables.generated.ts, `npm run db:types`); here
 * only what a migration cannot say in a column type: the values a CHECK constraint allows, and
 * the rows as the modules name them.
 *
 * Timestamps are ISO-8601 UTC text on both dialects: one code path, sortable. JSON is text too.
 */

/**
 * `Table` with the named columns narrowed to the values their CHECK allows. Each narrowed type
 * must fit the generated one, and each name must be a column: a column renamed, dropped or
 * retyped by a migration fails here.
 */
type Narrowed<Table, Columns extends { [K in keyof Columns]: K extends keyof Table ? Table[K] : never }> = Omit<
  Table,
  keyof Columns
> &
  Columns;

export type PaymentStatus = 'unpaid' | 'part-paid' | 'paid';

/** token_version: bumped by a password reset or change; access tokens carry it (older ones stop working). */
export type UsersTable = Narrowed<Users, { role: 'admin' | 'user' }>;

export type FilesTable = Narrowed<Files, { kind: 'cart-image' | 'chat' | 'chat-thumb' }>;

/**
 * A customer's DXF drawing; its file is stored under drawings/<id>. id: 22 characters of
 * base64url, 128 random bits, the capability to a guest's drawing. measures: JSON of the figures,
 * checks (without the thickness's) and outline read in `units`; preview: JSON of the contours as
 * the browser draws them.
 */
export type DrawingsTable = Narrowed<
  Drawings,
  { units: 'in' | 'ft' | 'mm' | 'cm' | 'm'; units_from: 'file' | 'assumed' | 'chosen' }
>;

/**
 * amount_paise: the current quote's total (or the estimate's), null while neither exists;
 * paid_paise: payments not voided; total_pieces: the sum of the items' quantities;
 * surcharge_percent: the chosen tier's surcharge on the goods when the order was placed;
 * dispatch_by: YYYY-MM-DD (India), null on orders placed before dispatch dates; tracking_url: the
 * courier's tracking page for the number, as the courier list had it when it was set.
 */
export type OrdersTable = Narrowed<
  Orders,
  { payment_status: Generated<PaymentStatus>; lead_time: Generated<'standard' | 'express'> }
>;

/**
 * lines: JSON of the estimate's lines (QuoteLine[]) as they were priced, null for a quote.
 * Delivery is taxed with the goods (total = subtotal + delivery + GST), 0 on a quote;
 * delivery_kind is null on a quote and on estimates from before delivery counted. The express
 * surcharge is part of subtotal_paise (an estimate's; 0 on a quote).
 */
export type OrderAmountsTable = Narrowed<
  OrderAmounts,
  { kind: 'estimate' | 'quote'; delivery_kind: 'free' | 'charged' | 'quoted' | null }
>;

/**
 * A payment received, or a refund paid back: amount_paise is signed (below zero for a refund).
 * reference: the UPI transaction reference; paid_on: YYYY-MM-DD in India; message_id: the chat
 * message holding the screenshot; idempotency_key: the admin form's, so a retry answers again.
 */
export type PaymentsTable = Narrowed<Payments, { kind: Generated<'payment' | 'refund'> }>;

/** The tables whose columns are narrowed above. */
interface NarrowedTables {
  users: UsersTable;
  files: FilesTable;
  drawings: DrawingsTable;
  orders: OrdersTable;
  order_amounts: OrderAmountsTable;
  payments: PaymentsTable;
}

export interface Database extends Omit<DB, keyof NarrowedTables>, NarrowedTables {}

/** parameters: JSON [{ key, label, min, max, unit }]. */
export type ShapesTable = Shapes;
/**
 * parameters: JSON [{ param_key, param_value }]. Exactly one of shape_id and drawing_id (a part
 * of the customer's drawing has no shape; migration 2026113010).
 */
export type CartItemsTable = CartItems;
/** fingerprint: the normalised fields, for the duplicate check. */
export type AddressesTable = Addresses;
/**
 * dimensions: JSON [{ param_key, param_value }]. A line cut from a drawing: shape_id null,
 * shape_slug '', shape_name the drawing's; drawing: JSON OrderedDrawing (its figures, preview and
 * outline in mm as ordered).
 */
export type OrderItemsTable = OrderItems;
/**
 * A quotation (SCQ/26-27/00001): valid_until YYYY-MM-DD India, the last day it can be ordered;
 * lead_times: JSON PricedLeadTime[] as quoted; document: JSON of the PDF's other parts.
 */
export type QuotationsTable = Quotations;
/** A quotation's line: the part as an order item takes it (dimensions JSON), priced when quoted. */
export type QuotationLinesTable = QuotationLines;
/** customer_id: the customer of the conversation; every conversation is the shop (user 1) and one customer. */
export type MessagesTable = Messages;

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;

/** An order and one of its items as read back: the orders, billing and back-office modules read them. */
export type OrderRow = Selectable<OrdersTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;
