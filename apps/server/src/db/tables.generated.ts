/**
 * Generated from the migrations by `npm run db:types`: do not edit. The same on SQLite and
 * PostgreSQL (a test checks both); narrower column types and row aliases live in types.ts.
 */
import type { ColumnType } from 'kysely';

export type Generated<T> =
  T extends ColumnType<infer S, infer I, infer U> ? ColumnType<S, I | undefined, U> : ColumnType<T, T | undefined, T>;

export interface Addresses {
  address_line1: string;
  address_line2: string;
  city: string;
  country: string;
  created_at: string;
  fingerprint: string;
  id: Generated<number>;
  is_default: Generated<number>;
  postal_code: string;
  state: string;
  user_id: number;
}

export interface CartItems {
  created_at: string;
  drawing_id: string | null;
  drawing_part: number | null;
  finish: string;
  id: Generated<number>;
  image_file_id: string | null;
  material_name: string;
  parameters: string;
  quantity: number;
  shape_id: number | null;
  thickness: number;
  user_id: number;
}

export interface ChatMailNotices {
  customer_id: number;
  recipient_id: number;
  sent_at: string;
}

export interface CreditNotes {
  document: string;
  id: Generated<number>;
  issued_at: string;
  order_id: number;
  serial: string;
}

export interface CreditNoteSerials {
  financial_year: string;
  last_number: number;
}

export interface DrawingPreviews {
  drawing_id: string;
  preview: string;
}

export interface Drawings {
  created_at: string;
  excluded_layers: string | null;
  id: string;
  measures: string;
  name: string;
  size_bytes: number;
  thumbnail: string | null;
  units: string;
  units_from: string;
  user_id: number | null;
}

export interface Files {
  created_at: string;
  id: string;
  kind: string;
  mime_type: string;
  original_name: string;
  owner_id: number;
  size: number;
  storage_key: string;
}

export interface IdempotencyKeys {
  created_at: string;
  key: string;
  order_id: number;
  request_hash: string | null;
  user_id: number;
}

export interface InvoiceSerials {
  financial_year: string;
  last_number: number;
}

export interface LiveEvents {
  created_at: string;
  id: Generated<number>;
  payload: string;
  type: string;
  user_id: number;
}

export interface MailOutbox {
  attempts: Generated<number>;
  claimed_until: string | null;
  created_at: string;
  html_body: string;
  id: Generated<number>;
  last_error: string | null;
  next_attempt_at: string;
  sent_at: string | null;
  subject: string;
  text_body: string;
  to_address: string;
}

export interface Materials {
  density: number;
  id: Generated<number>;
  material_name: string;
}

export interface Messages {
  attachment_file_id: string | null;
  body: string;
  created_at: string;
  customer_id: number;
  id: Generated<number>;
  order_id: number | null;
  read_at: string | null;
  receiver_id: number;
  sender_id: number;
  thumbnail_file_id: string | null;
}

export interface NestedItems {
  item_id: number;
  nest_id: number;
  order_id: number;
}

export interface Nests {
  created_at: string;
  created_by: number;
  gap_mm: number;
  id: Generated<number>;
  margin_mm: number;
  material: string;
  parts: string;
  pieces: number;
  result: string;
  sheet_count: number;
  status: string;
  thickness_mm: number;
  used_at: string | null;
  utilisation: number;
}

export interface NotificationSettings {
  email_notifications: number;
  message_notifications: number;
  order_status_notifications: number;
  user_id: number;
}

export interface OrderAmounts {
  cgst_paise: number;
  created_at: string;
  created_by: number;
  delivery_kind: string | null;
  delivery_paise: Generated<number>;
  delivery_reason: Generated<string>;
  gst_percent: number;
  id: Generated<number>;
  igst_paise: number;
  kind: string;
  lines: string | null;
  note: Generated<string>;
  order_id: number;
  sgst_paise: number;
  subtotal_paise: number;
  surcharge_paise: Generated<number>;
  total_paise: number;
}

export interface OrderCounts {
  n: number;
  order_type: number;
  status: string;
  stripe: number;
}

export interface OrderItems {
  dimensions: string;
  drawing: string | null;
  drawing_id: string | null;
  finish: string;
  id: Generated<number>;
  image_file_id: string | null;
  material_name: string;
  order_id: number;
  quantity: number;
  shape_id: number | null;
  shape_name: string;
  shape_slug: string;
  thickness: number;
}

export interface Orders {
  address_line1: string;
  address_line2: string;
  amount_paise: number | null;
  cancelled_date: string | null;
  city: string;
  converted_date: string | null;
  country: string;
  courier: string | null;
  customer_company: string | null;
  customer_email: string;
  customer_gstin: string | null;
  customer_name: string;
  customer_phone: string;
  delivered_date: string | null;
  dispatch_by: string | null;
  dispatched_date: string | null;
  id: Generated<number>;
  lead_time: Generated<string>;
  order_date: string;
  order_no: string;
  order_type: number;
  paid_paise: Generated<number>;
  payment_status: Generated<string>;
  po_number: string | null;
  postal_code: string;
  quotation_id: number | null;
  state: string;
  status: string;
  surcharge_percent: Generated<number>;
  total_pieces: Generated<number>;
  total_qty: number;
  tracking_number: string | null;
  tracking_url: string | null;
  user_id: number;
}

export interface OrderStatusHistory {
  changed_at: string;
  changed_by: number;
  from_status: string | null;
  id: Generated<number>;
  order_id: number;
  to_status: string;
}

export interface PasswordOtps {
  code_hash: string;
  created_at: string;
  expires_at: string;
  failed_attempts: Generated<number>;
  user_id: number;
}

export interface Payments {
  amount_paise: number;
  id: Generated<number>;
  idempotency_key: string | null;
  kind: Generated<string>;
  message_id: number | null;
  order_id: number;
  paid_on: string;
  recorded_at: string;
  recorded_by: number;
  reference: string;
  void_reason: string | null;
  voided_at: string | null;
  voided_by: number | null;
}

export interface QuotationLines {
  cart_item_id: number | null;
  cut_length_mm: number;
  description: string;
  dimensions: string;
  discount_percent: number;
  drawing: string | null;
  drawing_id: string | null;
  drawing_part: number | null;
  finish: string;
  id: Generated<number>;
  image_file_id: string | null;
  line_paise: number;
  material_name: string;
  pierces: number;
  quantity: number;
  quotation_id: number;
  shape_id: number | null;
  shape_name: string;
  shape_slug: string;
  thickness: number;
  unit_paise: number;
  weight_kg: number;
}

export interface Quotations {
  cgst_paise: number;
  company: string | null;
  created_at: string;
  document: string;
  gst_percent: number;
  id: Generated<number>;
  igst_paise: number;
  lead_times: string;
  minimum_top_up_paise: number;
  number: string;
  sgst_paise: number;
  shop_state: string;
  state: string;
  subtotal_paise: number;
  total_paise: number;
  user_id: number;
  valid_until: string;
}

export interface QuotationSerials {
  financial_year: string;
  last_number: number;
}

export interface RateLimits {
  hits: number;
  key: string;
  window_start: number;
}

export interface RefreshTokens {
  created_at: string;
  expires_at: string;
  family_id: string;
  id: Generated<number>;
  revoked_at: string | null;
  token_hash: string;
  user_id: number;
}

export interface ResetTokens {
  expires_at: string;
  token_hash: string;
  used_at: string | null;
  user_id: number;
}

export interface Shapes {
  id: Generated<number>;
  image_name: string;
  is_active: Generated<number>;
  is_hide: Generated<number>;
  parameters: string;
  shape_name: string;
  slug: string;
  sort_order: Generated<number>;
}

export interface ShopPricing {
  id: number;
  pricing: string;
  updated_at: string;
  updated_by: number;
}

export interface ShopSettings {
  details_saved_at: string | null;
  id: number;
  settings: string | null;
  updated_at: string | null;
  updated_by: number | null;
}

export interface StoredFiles {
  bytes: Buffer;
  created_at: string;
  key: string;
}

export interface TaxInvoices {
  document: string | null;
  issued_at: string;
  order_id: number;
  serial: string;
}

export interface Users {
  cart_version: Generated<number>;
  company: string | null;
  created_at: string;
  email: string;
  gstin: string | null;
  id: Generated<number>;
  mobile_number: string;
  name: string;
  password_hash: string;
  role: string;
  token_version: Generated<number>;
  updated_at: string;
}

export interface DB {
  addresses: Addresses;
  cart_items: CartItems;
  chat_mail_notices: ChatMailNotices;
  credit_note_serials: CreditNoteSerials;
  credit_notes: CreditNotes;
  drawing_previews: DrawingPreviews;
  drawings: Drawings;
  files: Files;
  idempotency_keys: IdempotencyKeys;
  invoice_serials: InvoiceSerials;
  live_events: LiveEvents;
  mail_outbox: MailOutbox;
  materials: Materials;
  messages: Messages;
  nested_items: NestedItems;
  nests: Nests;
  notification_settings: NotificationSettings;
  order_amounts: OrderAmounts;
  order_counts: OrderCounts;
  order_items: OrderItems;
  order_status_history: OrderStatusHistory;
  orders: Orders;
  password_otps: PasswordOtps;
  payments: Payments;
  quotation_lines: QuotationLines;
  quotation_serials: QuotationSerials;
  quotations: Quotations;
  rate_limits: RateLimits;
  refresh_tokens: RefreshTokens;
  reset_tokens: ResetTokens;
  shapes: Shapes;
  shop_pricing: ShopPricing;
  shop_settings: ShopSettings;
  stored_files: StoredFiles;
  tax_invoices: TaxInvoices;
  users: Users;
}
