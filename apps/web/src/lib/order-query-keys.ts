/**
 * The order query keys, here so that the live events (lib) can invalidate what the orders and
 * admin features cache without importing them. The features build their keys from these.
 */
export const orderKeys = {
  /** Every page of the customer's order list, and the chat's order picker. */
  customerLists: ['orders'] as const,
  customerOrders: ['order'] as const,
  customerOrder: (id: number) => ['order', id] as const,
  adminOrders: ['admin', 'order'] as const,
  adminOrder: (id: number) => ['admin', 'order', id] as const,
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
