import type { MoneyFigure, MoneyThisMonth } from '@steelcut/domain/schemas/dashboard';

const noMoney = (): MoneyFigure => ({ totalPaise: 0, ordersTotal: 0, orders: [] });

/** The dashboard's money of a month with nothing invoiced, received or owed. */
export function aQuietMonth(overrides: Partial<MoneyThisMonth> = {}): MoneyThisMonth {
  return {
    month: '2025-06',
    invoiced: noMoney(),
    received: noMoney(),
    refundedPaise: 0,
    unpaid: noMoney(),
    ...overrides,
  };
}
