/**
 * The order query keys, here so that the live events (lib) can invalidate what the orders and
 * admin features cache without importing them. The features build their keys from these.
 */
const customerOrders = ['order'] as const;
const adminOrders = ['admin', 'order'] as const;

export const orderKeys = {
  /** Every page of the customer's order list, and the chat's order picker. */
  customerLists: ['orders'] as const,
  customerOrders,
  customerOrder: (id: number) => [...customerOrders, id] as const,
  adminOrders,
  adminOrder: (id: number) => [...adminOrders, id] as const,
  /** The leads and admin orders tables, every page and filter. */
  adminTables: ['admin', 'orders-table'] as const,
  adminSummary: ['admin', 'order-status-summary'] as const,
};

/** Every order query, each list, table and page: what the live stream fetches again on opening. */
export const everyOrderKey = [
  orderKeys.customerLists,
  orderKeys.customerOrders,
  orderKeys.adminOrders,
  orderKeys.adminTables,
  orderKeys.adminSummary,
] as const;
