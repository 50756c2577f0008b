import {
  DASHBOARD_WEEKS,
  DELIVERY_ALERT_BUSINESS_DAYS,
  IN_PROGRESS_ALERT_HOURS,
} from '@steelcut/domain/schemas/dashboard';

/** Every sentence of the dashboard beside SPEC's counters: the weekly chart and the attention lists. */
export const DASHBOARD_LABELS = {
  chartTitle: 'Orders per week',
  chartDescription: (total: number, busiest: string, most: number) =>
    `${total} ${total === 1 ? 'order or lead' : 'orders and leads'} placed in the last ${DASHBOARD_WEEKS} weeks; the busiest week began ${busiest}, with ${most}.`,
  chartEmpty: `No orders in the last ${DASHBOARD_WEEKS} weeks`,
  chartSeries: 'Orders',
  weekColumn: 'Week beginning',
  attentionTitle: 'Needs attention today',
  waitingLeads: 'Leads waiting longest',
  stuckInProgress: `In Progress for more than ${IN_PROGRESS_ALERT_HOURS} hours`,
  undelivered: `Dispatched, not delivered after ${DELIVERY_ALERT_BUSINESS_DAYS} business days`,
  noWaitingLeads: 'No leads waiting',
  noStuckInProgress: 'Nothing held up in production',
  noUndelivered: 'No late deliveries',
  waiting: (days: number) => (days < 1 ? 'waiting under a day' : `waiting ${days} ${days === 1 ? 'day' : 'days'}`),
  entry: (orderNo: string, customer: string, waiting: string) => `${orderNo} · ${customer} · ${waiting}`,
  more: (shown: number, total: number) => `${shown} of ${total} shown`,
  seeAll: 'See all',
  seeAllOf: (title: string) => `See all: ${title}`,
  moneyTitle: 'Money this month',
  invoiced: 'Invoiced',
  invoicedHint: 'Tax invoices issued this month',
  received: 'Received',
  receivedHint: 'Payments dated this month, less refunds',
  unpaid: 'Unpaid balance',
  unpaidHint: 'Still owed on orders today',
  refunded: (amount: string) => `after ${amount} refunded`,
  orderCount: (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`,
  moneyEntry: (orderNo: string, customer: string) => `${orderNo} · ${customer}`,
  noMoneyOrders: 'No orders',
} as const;
