import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@steelcut/domain/schemas/order';
import { deliveryDateLabel } from './delivery-date';

describe('deliveryDateLabel (SPEC section 4)', () => {
  it('shows the India date of a delivered order', () => {
    expect(deliveryDateLabel({ status: 'Delivered', delivered_date: '2025-06-30T19:00:00.000Z' })).toBe('1 July 2025');
  });

  it("says 'Not Delivered' when a delivered order has no date", () => {
    expect(deliveryDateLabel({ status: 'Delivered', delivered_date: null })).toBe('Not Delivered');
  });

  it("shows '-' for every other status, even with a date set", () => {
    for (const status of ORDER_STATUSES.filter((s) => s !== 'Delivered')) {
      expect(deliveryDateLabel({ status, delivered_date: '2025-06-30T19:00:00.000Z' })).toBe('-');
    }
  });
});
