/**
 * The order query keys, here so that the live events (lib) can invalidate what the orders and
 * admin features cache without importing them. The features build their keys from these.
 */
export const orderKeys = {
  /** Every page of the customer's order list, and the chat's order picker. */
  customerLists: ['orders'] as const,
  customerOrder: (id: number) => ['order', id] as const,
  adminOrder: (id: number) => ['admin', 'order', id] as const,
  /** The leads and admin orders tables, every page and filter. */
  adminTables: ['admin', 'orders-table'] as const,
  adminSummary: ['admin', 'order-status-summary'] as const,
};
