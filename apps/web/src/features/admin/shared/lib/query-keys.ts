/**
 * The admin's query keys that one room caches and others refresh: the dashboard is refetched
 * when an order, a lead or the shop settings change. The orders' own keys are in
 * lib/order-query-keys.ts (the live events refresh them too).
 */
export const adminKeys = {
  dashboard: ['admin', 'dashboard'] as const,
};
