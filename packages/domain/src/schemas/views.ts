import { z } from 'zod';
import { BillingViewSchema, PAYMENT_STATUSES } from './billing';
import { QueryTextSchema } from './fields';
import { LEAD_TIME_TIERS } from './lead-times';
import { ORDER_STATUSES } from './order';
import { LineDrawingSchema } from './drawing';

/**
 * The answers' shapes (SPEC section 3 names), shared: the server's route schemas serialise with
 * them and the browser types its data with them.
 */
const DimensionView = z.object({ param_key: z.string(), param_value: z.number() });

/** A part's own columns (PartColumns, part-wire.ts) as the cart's and an order's lines answer them. */
const partColumns = { material_name: z.string(), thickness: z.number(), quantity: z.number(), finish: z.string() };

/** The address fields of a saved address and of the copy an order keeps. */
const addressFields = {
  address_line1: z.string(),
  address_line2: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  country: z.string(),
};

export const AddressViewSchema = z.object({ id: z.number(), ...addressFields, is_default: z.number() });
export type AddressView = z.infer<typeof AddressViewSchema>;

export const CartItemViewSchema = z.object({
  id: z.number(),
  /** Null on a line cut from the customer's drawing; shape_name is then the drawing's name. */
  shape_id: z.number().nullable(),
  shape_name: z.string(),
  shape_slug: z.string(),
  ...partColumns,
  parameters: z.array(DimensionView),
  /** Relative to /api/: a signed, expiring file URL. */
  image_path: z.string().nullable(),
  image_name: z.string().nullable(),
  image_type: z.string().nullable(),
  isGuestItem: z.literal(false),
  /** True when the shop has since hidden the shape: the line cannot be ordered. */
  unavailable: z.boolean(),
  /** Why it cannot be ordered (CART_MSG.shapeUnavailable), null while it can. */
  unavailable_reason: z.string().nullable(),
  /** The customer's drawing this line is cut from, null on a catalogue line. */
  drawing: LineDrawingSchema.nullable(),
});
export type CartItemView = z.infer<typeof CartItemViewSchema>;

/** Dates are ISO-8601 UTC. */
export const OrderViewSchema = z.object({
  id: z.number(),
  Order_No: z.string(),
  order_date: z.string(),
  status: z.string(),
  status_name: z.string(),
  order_type: z.number(),
  total_qty: z.number(),
  /** Pieces to cut: the sum of the items' quantities (total_qty counts items, as SPEC says). */
  pieces: z.number(),
  dispatched_date: z.string().nullable(),
  delivered_date: z.string().nullable(),
  cancelled_date: z.string().nullable(),
  customerid: z.number(),
  customername: z.string(),
  customer_email: z.string(),
  customer_phone: z.string(),
  /** The GSTIN the customer gave, as it was when they ordered. */
  customerGstin: z.string().nullable(),
  ...addressFields,
  /** The current quote's total, else the estimate's; null while neither exists (no shop rates). */
  amountPaise: z.number().nullable(),
  paidPaise: z.number(),
  paymentStatus: z.enum(['unpaid', 'part-paid', 'paid']),
  /** The dispatch tier chosen at checkout (issue 26); orders placed before are standard. */
  lead_time: z.enum(LEAD_TIME_TIERS),
  /** The tier's surcharge on the goods when the order was placed. */
  surcharge_percent: z.number(),
  /** YYYY-MM-DD (India): the date promised; null on orders placed before dispatch dates. */
  dispatch_by: z.string().nullable(),
  /** The customer's purchase-order number, null if none was given. */
  po_number: z.string().nullable(),
  /** Set when the shop dispatches (or later); tracking_url is the courier's page for the number. */
  courier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
});
export type OrderView = z.infer<typeof OrderViewSchema>;

export const OrderItemViewSchema = z.object({
  id: z.number(),
  /** Null on a line cut from the customer's drawing (shape_slug '', shape_name the drawing's name). */
  shape_id: z.number().nullable(),
  shape_slug: z.string(),
  shape_name: z.string(),
  ...partColumns,
  dimensions: z.array(DimensionView),
  image_path: z.string().nullable(),
  /** The drawing as it was ordered, null on a catalogue line. */
  drawing: LineDrawingSchema.nullable(),
});
export type OrderItemView = z.infer<typeof OrderItemViewSchema>;

export const OrdersPageSchema = z.object({
  orders: z.array(OrderViewSchema),
  total: z.number(),
  /** A search counts up to a cap: true when it matched more than `total`. */
  totalCapped: z.boolean(),
  totalPages: z.number(),
  page: z.number(),
  limit: z.number(),
  /** The admin's orders (type 2): how many placed orders still wait under Leads. */
  leadsWaiting: z.number().optional(),
});
export type OrdersPage = z.infer<typeof OrdersPageSchema>;

/** An order with its items and what it costs (SPEC section 7, with DECISIONS' money). */
export const OrderDetailSchema = z.object({
  order: OrderViewSchema,
  items: z.array(OrderItemViewSchema),
  billing: BillingViewSchema,
});
/**
 * How the back office's list is ordered: newest first (absent), or by dispatch date: orders still
 * to dispatch first, the soonest date first (undated after dated, older first), then the
 * dispatched, delivered and cancelled ones newest first.
 */
export const ADMIN_LIST_SORTS = ['newest', 'dispatch'] as const;
export type AdminListSort = (typeof ADMIN_LIST_SORTS)[number];
export const ADMIN_LIST_MSG = { sort: 'Sort by newest or dispatch' } as const;

/** The back office's lists: leads (orderType 1) or orders (2), searched and filtered. */
export const AdminListQuerySchema = z.object({
  search: QueryTextSchema('search', 100).optional(),
  status: z.enum(['', 'All', ...ORDER_STATUSES]).optional(),
  paymentStatus: z.enum(['', 'All', ...PAYMENT_STATUSES]).optional(),
  orderType: z.enum(['1', '2']).default('1'),
  sort: z.enum(ADMIN_LIST_SORTS, { error: ADMIN_LIST_MSG.sort }).optional(),
});

export type AdminListQuery = z.infer<typeof AdminListQuerySchema>;
export type OrderDetail = z.infer<typeof OrderDetailSchema>;
