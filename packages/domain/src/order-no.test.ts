import { describe, expect, it } from 'vitest';
import { formatOrderNo, ORDER_NO_PATTERN, orderIdOfOrderNo } from './order-no';

describe('Order_No', () => {
  it("carries the shop's date in India and the padded id", () => {
    expect(formatOrderNo(42, '2026-11-22T10:00:00.000Z')).toBe('SC261122-00042');
    // 20:00 UTC is 01:30 the next morning in India.
    expect(formatOrderNo(42, '2026-11-22T20:00:00.000Z')).toBe('SC261123-00042');
    expect(formatOrderNo(123456, '2027-01-05T00:00:00.000Z')).toBe('SC270105-123456');
  });

  it('is recognised whole, in any case, and not in part', () => {
    expect(ORDER_NO_PATTERN.test(formatOrderNo(7, '2026-11-22T10:00:00.000Z'))).toBe(true);
    expect(ORDER_NO_PATTERN.test('sc261122-123456')).toBe(true);
    expect(ORDER_NO_PATTERN.test('SC261122-')).toBe(false);
    expect(ORDER_NO_PATTERN.test('261122-00007')).toBe(false);
  });

  it('gives back the id it carries, and nothing for what is not an Order_No', () => {
    expect(orderIdOfOrderNo(formatOrderNo(42, '2026-11-22T10:00:00.000Z'))).toBe(42);
    expect(orderIdOfOrderNo('sc270105-123456')).toBe(123456);
    for (const text of ['SC261122-00000', 'SC261122-', '42', 'SC261122-00042x', '']) {
      expect(orderIdOfOrderNo(text)).toBeNull();
    }
  });

  it("leads with the shop's own prefix, and is recognised under any prefix it has had", () => {
    const orderNo = formatOrderNo(43, '2026-11-22T10:00:00.000Z', 'RSW');
    expect(orderNo).toBe('RSW261122-00043');
    expect(orderIdOfOrderNo(orderNo)).toBe(43);
    expect(orderIdOfOrderNo('a1b2261122-00043')).toBe(43);
    expect(ORDER_NO_PATTERN.test('ABCDE261122-00043')).toBe(false);
  });
});
