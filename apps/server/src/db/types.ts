import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Timestamps are ISO-8601 UTC strings in both SQLite and PostgreSQL: one code path, sortable. */
type Timestamp = string;

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  mobile_number: string;
  password_hash: string;
  role: 'admin' | 'user';
  cart_version: Generated<number>;
  /** Bumped by a password reset or change; access tokens carry it (older ones stop working). */
  token_version: Generated<number>;
  gstin: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  user_id: number;
  family_id: string;
  token_hash: string;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  created_at: Timestamp;
}

export interface PasswordOtpsTable {
  user_id: number;
  code_hash: string;
  expires_at: Timestamp;
  failed_attempts: number;
  created_at: Timestamp;
}

export interface ResetTokensTable {
  token_hash: string;
  user_id: number;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  hits: number;
}

export interface FilesTable {
  id: string;
  owner_id: number;
  kind: 'cart-image' | 'chat' | 'chat-thumb';
  original_name: string;
  mime_type: string;
  size: number;
  storage_key: string;
  created_at: Timestamp;
}

export interface ShapesTable {
  id: Generated<number>;
  slug: string;
  shape_name: string;
  image_name: string;
  /** JSON: [{ key, label, min, max, unit }] */
  parameters: string;
  is_active: number;
  is_hide: number;
  sort_order: number;
}

export interface MaterialsTable {
  id: Generated<number>;
  material_name: string;
  /** g/cm³ */
  density: number;
}

export interface CartItemsTable {
  id: Generated<number>;
  user_id: number;
  shape_id: number;
  material_name: string;
  thickness: number;
  quantity: number;
  finish: string;
  /** JSON: [{ param_key, param_value }] */
  parameters: string;
  image_file_id: string | null;
  created_at: Timestamp;
}

/** A delivery address's columns: a saved address has them, and so does an order's copy. */
interface AddressColumns {
  address_line1: string;
  address_line2: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
}

export interface AddressesTable extends AddressColumns {
  id: Generated<number>;
  user_id: number;
  is_default: number;
  /** Normalised fields: the duplicate check. */
  fingerprint: string;
  created_at: Timestamp;
}

export interface OrdersTable extends AddressColumns {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  order_type: number;
  status: string;
  total_qty: number;
  /** The sum of the items' quantities. */
  total_pieces: Generated<number>;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  order_date: Timestamp;
  dispatched_date: Timestamp | null;
  delivered_date: Timestamp | null;
  cancelled_date: Timestamp | null;
  converted_date: Timestamp | null;
  customer_gstin: string | null;
  /** The current quote's total (or the estimate's), null while neither exists. */
  amount_paise: number | null;
  /** Payments not voided. */
  paid_paise: Generated<number>;
  payment_status: Generated<PaymentStatus>;
  /** The dispatch tier the customer chose. */
  lead_time: Generated<'standard' | 'express'>;
  /** The tier's surcharge on the goods when the order was placed. */
  surcharge_percent: Generated<number>;
  /** YYYY-MM-DD (India); null on orders placed before dispatch dates. */
  dispatch_by: string | null;
  /** The customer's purchase-order number. */
  po_number: string | null;
  courier: string | null;
  tracking_number: string | null;
  /** The courier's tracking page for the number, as the courier list had it when it was set. */
  tracking_url: string | null;
  /** The quotation this order was placed from, at its prices. */
  quotation_id: number | null;
}

export type PaymentStatus = 'unpaid' | 'part-paid' | 'paid';

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  shape_id: number;
  shape_slug: string;
  shape_name: string;
  material_name: string;
  thickness: number;
  quantity: number;
  finish: string;
  /** JSON: [{ param_key, param_value }] */
  dimensions: string;
  image_file_id: string | null;
}

/** Uploaded bytes when STORAGE=database. */
export interface StoredFilesTable {
  key: string;
  bytes: Buffer;
  created_at: Timestamp;
}

/** A customer's DXF drawing (migration 2026112811); its file is stored under drawings/<id>. */
export interface DrawingsTable {
  /** 22 characters of base64url: 128 random bits, the capability to a guest's drawing. */
  id: string;
  user_id: number | null;
  name: string;
  size_bytes: number;
  units: 'in' | 'ft' | 'mm' | 'cm' | 'm';
  units_from: 'file' | 'assumed' | 'chosen';
  /** JSON: the figures, checks (without the thickness's) and outline of the drawing read in `units`. */
  measures: string;
  /** JSON: the contours as the browser draws them. */
  preview: string;
  created_at: Timestamp;
}

/** Orders per type and status, spread over stripes; kept by triggers (migration 2026112402). */
export interface OrderCountsTable {
  order_type: number;
  status: string;
  stripe: number;
  n: number;
}

export interface OrderStatusHistoryTable {
  id: Generated<number>;
  order_id: number;
  changed_by: number;
  from_status: string | null;
  to_status: string;
  changed_at: Timestamp;
}

export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  order_id: number;
  created_at: Timestamp;
  /** SHA-256 of the request that placed the order; null for keys older than the column. */
  request_hash: string | null;
}

export interface NotificationSettingsTable {
  user_id: number;
  email_notifications: number;
  message_notifications: number;
  order_status_notifications: number;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Timestamp;
  attempts: number;
  next_attempt_at: Timestamp;
  claimed_until: Timestamp | null;
  sent_at: Timestamp | null;
  last_error: string | null;
}

export interface MessagesTable {
  id: Generated<number>;
  sender_id: number;
  receiver_id: number;
  /** The customer of the conversation: every conversation is the shop (user 1) and one customer. */
  customer_id: number;
  order_id: number | null;
  body: string;
  attachment_file_id: string | null;
  thumbnail_file_id: string | null;
  created_at: Timestamp;
  read_at: Timestamp | null;
}

export interface LiveEventsTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  /** JSON of the event's payload. */
  payload: string;
  created_at: Timestamp;
}

export interface ChatMailNoticesTable {
  recipient_id: number;
  customer_id: number;
  sent_at: Timestamp;
}

export interface ShopPricingTable {
  /** Always 1: the shop has one price table. */
  id: number;
  /** JSON of Pricing (packages/domain/src/schemas/pricing.ts). */
  pricing: string;
  updated_at: Timestamp;
  updated_by: number;
}

export interface ShopSettingsTable {
  /** Always 1: the row is there from the first migration on. */
  id: number;
  /** JSON of ShopSettings (packages/domain/src/schemas/shop.ts); null until first written. */
  settings: string | null;
  /** When the owner last saved the settings form; null: never (the dashboard's checklist). */
  details_saved_at: Timestamp | null;
  updated_at: Timestamp | null;
  updated_by: number | null;
}

export interface OrderAmountsTable {
  id: Generated<number>;
  order_id: number;
  kind: 'estimate' | 'quote';
  subtotal_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
  gst_percent: number;
  /** JSON of the estimate's lines (QuoteLine[]), as they were priced; null for a quote. */
  lines: string | null;
  /** Delivery, taxed with the goods (total = subtotal + delivery + GST); 0 on a quote. */
  delivery_paise: Generated<number>;
  /** How delivery was worked out for an estimate; null on a quote and on estimates before delivery counted. */
  delivery_kind: 'free' | 'charged' | 'quoted' | null;
  delivery_reason: Generated<string>;
  /** The express surcharge, part of subtotal_paise (an estimate's; 0 on a quote). */
  surcharge_paise: Generated<number>;
  note: string;
  created_by: number;
  created_at: Timestamp;
}

export interface PaymentsTable {
  id: Generated<number>;
  order_id: number;
  /** A payment received, or a refund paid back (its amount below zero). */
  kind: Generated<'payment' | 'refund'>;
  /** Signed: above zero for a payment, below for a refund. */
  amount_paise: number;
  /** The UPI transaction reference. */
  reference: string;
  /** YYYY-MM-DD in India. */
  paid_on: string;
  /** The chat message holding the payment screenshot. */
  message_id: number | null;
  recorded_by: number;
  recorded_at: Timestamp;
  voided_at: Timestamp | null;
  voided_by: number | null;
  void_reason: string | null;
  /** The admin form's Idempotency-Key: a retry of the same payment answers it again. */
  idempotency_key: string | null;
}

export interface InvoiceSerialsTable {
  /** e.g. 26-27 */
  financial_year: string;
  last_number: number;
}

export interface TaxInvoicesTable {
  order_id: number;
  serial: string;
  issued_at: Timestamp;
}

export interface QuotationSerialsTable {
  /** e.g. 26-27 */
  financial_year: string;
  last_number: number;
}

export interface QuotationsTable {
  id: Generated<number>;
  /** SCQ/26-27/00001 */
  number: string;
  user_id: number;
  created_at: Timestamp;
  /** YYYY-MM-DD, India: the last day it can be ordered. */
  valid_until: string;
  /** The delivery state it was priced for (GST). */
  state: string;
  company: string | null;
  gst_percent: number;
  /** The shop's state when quoted: CGST + SGST within it, IGST outside. */
  shop_state: string;
  subtotal_paise: number;
  minimum_top_up_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  /** The standard tier's total. */
  total_paise: number;
  /** JSON of PricedLeadTime[]: each tier's surcharge, GST, total and dispatch date when quoted. */
  lead_times: string;
  /** JSON of the PDF's other parts as they were (quotations/document.ts): shop, customer, terms. */
  document: string;
}

/** A quotation's line: the part as an order item takes it, and its price when quoted. */
export interface QuotationLinesTable {
  id: Generated<number>;
  quotation_id: number;
  /** The cart item it was quoted from (the order of the quotation takes it out of the cart). */
  cart_item_id: number | null;
  shape_id: number;
  shape_slug: string;
  shape_name: string;
  material_name: string;
  thickness: number;
  quantity: number;
  finish: string;
  /** JSON: [{ param_key, param_value }] */
  dimensions: string;
  image_file_id: string | null;
  /** The line as the PDF prints it. */
  description: string;
  weight_kg: number;
  cut_length_mm: number;
  pierces: number;
  unit_paise: number;
  line_paise: number;
  discount_percent: number;
}

export interface Database {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  password_otps: PasswordOtpsTable;
  reset_tokens: ResetTokensTable;
  rate_limits: RateLimitsTable;
  files: FilesTable;
  shapes: ShapesTable;
  materials: MaterialsTable;
  cart_items: CartItemsTable;
  addresses: AddressesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_status_history: OrderStatusHistoryTable;
  order_counts: OrderCountsTable;
  stored_files: StoredFilesTable;
  drawings: DrawingsTable;
  idempotency_keys: IdempotencyKeysTable;
  notification_settings: NotificationSettingsTable;
  mail_outbox: MailOutboxTable;
  messages: MessagesTable;
  live_events: LiveEventsTable;
  chat_mail_notices: ChatMailNoticesTable;
  shop_pricing: ShopPricingTable;
  shop_settings: ShopSettingsTable;
  order_amounts: OrderAmountsTable;
  payments: PaymentsTable;
  invoice_serials: InvoiceSerialsTable;
  tax_invoices: TaxInvoicesTable;
  quotation_serials: QuotationSerialsTable;
  quotations: QuotationsTable;
  quotation_lines: QuotationLinesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;

/** An order and one of its items as read back: the orders, billing and back-office modules read them. */
export type OrderRow = Selectable<OrdersTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;
