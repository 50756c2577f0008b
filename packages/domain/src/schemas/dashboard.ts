import { z } from 'zod';
import { ShopSetupSchema } from './shop-api';
import { DISPATCH_MARKS } from '../dispatch/dispatch-mark';

/** How long an order may sit in progress: the production time the shop promises. */
export const IN_PROGRESS_ALERT_HOURS = 48;
/** Business days after dispatch by which an order should be delivered. */
export const DELIVERY_ALERT_BUSINESS_DAYS = 5;
/** Weeks drawn on the dashboard's chart of orders placed. */
export const DASHBOARD_WEEKS = 12;
/** Entries per list of what needs the owner today. */
export const ATTENTION_LIST_SIZE = 5;

/** One order or lead that needs the owner, with the moment its wait started (ISO-8601 UTC). */
export const AttentionEntrySchema = z.object({
  id: z.number(),
  Order_No: z.string(),
  customername: z.string(),
  order_type: z.number(),
  since: z.string(),
  /** YYYY-MM-DD (India), null on orders placed before dispatch dates. */
  dispatchBy: z.string().nullable(),
  /** Still to dispatch and due today or late (dispatchMark), at the dashboard's clock. */
  dispatchMark: z.enum(DISPATCH_MARKS).nullable(),
});
export type AttentionEntry = z.infer<typeof AttentionEntrySchema>;

/** Orders named under each money figure of the month, largest share first. */
export const MONEY_LIST_SIZE = 5;

/** One order behind a money figure, with its share of it. */
export const MoneyEntrySchema = z.object({
  id: z.number(),
  Order_No: z.string(),
  customername: z.string(),
  amountPaise: z.number(),
});
export type MoneyEntry = z.infer<typeof MoneyEntrySchema>;

/** A sum of money with how many orders make it and the largest of them (MONEY_LIST_SIZE). */
export const MoneyFigureSchema = z.object({
  totalPaise: z.number(),
  ordersTotal: z.number(),
  orders: z.array(MoneyEntrySchema),
});
export type MoneyFigure = z.infer<typeof MoneyFigureSchema>;

/** The dashboard's money: this calendar month in India, and what orders still owe. */
export const MoneyThisMonthSchema = z.object({
  /** YYYY-MM, the month in India (Asia/Kolkata). */
  month: z.string(),
  /** Tax invoices issued this month, at their orders' amounts. */
  invoiced: MoneyFigureSchema,
  /** Payments dated this month less refunds dated this month, none voided. */
  received: MoneyFigureSchema,
  /** Refunds dated this month, already taken off `received`. */
  refundedPaise: z.number(),
  /** Now: over orders (not leads, not cancelled), the amount less what is paid, where positive. */
  unpaid: MoneyFigureSchema,
});
export type MoneyThisMonth = z.infer<typeof MoneyThisMonthSchema>;

/** `GET /api/admin/dashboard`: the chart and the owner's to-do beside SPEC's counters. */
export const DashboardViewSchema = z.object({
  /** Orders and leads placed per week (weeks start Monday, India time), oldest first, DASHBOARD_WEEKS entries. */
  weekly: z.array(z.object({ weekStart: z.string(), orders: z.number() })),
  /** Leads and orders still to dispatch whose date is today or past (India), the earliest date first; since = placed. */
  dueForDispatch: z.array(AttentionEntrySchema),
  dueForDispatchTotal: z.number(),
  /** Leads not yet converted, oldest first. */
  waitingLeads: z.array(AttentionEntrySchema),
  waitingLeadsTotal: z.number(),
  /** Orders In Progress for more than IN_PROGRESS_ALERT_HOURS; since = when they entered In Progress. */
  stuckInProgress: z.array(AttentionEntrySchema),
  stuckInProgressTotal: z.number(),
  /** Orders Dispatched more than DELIVERY_ALERT_BUSINESS_DAYS business days ago; since = dispatched date. */
  undelivered: z.array(AttentionEntrySchema),
  undeliveredTotal: z.number(),
  /** The first-run checklist (GET /api/admin/shop answers the same): the card shows until all is done. */
  setup: ShopSetupSchema,
  money: MoneyThisMonthSchema,
  /** The admin still signs in with the password generated at first start (its file is in DATA_DIR). */
  adminPasswordGenerated: z.boolean(),
});
export type DashboardView = z.infer<typeof DashboardViewSchema>;

export const DASHBOARD_MSG = {
  generatedPassword:
    'You still sign in with the password generated at the first start (kept in admin-password.txt in the data folder). Change it in My Profile: the file is then deleted.',
  changePassword: 'Change password',
} as const;
