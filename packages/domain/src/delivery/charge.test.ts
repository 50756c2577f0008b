import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP } from '../schemas/shop';
import { DELIVERY_MSG, deliveryCharge, perKgPaise, type DeliverySettings } from './charge';

const settings = (overrides: Partial<DeliverySettings> = {}): DeliverySettings => ({
  ...DEFAULT_SHOP.delivery,
  radiusKm: 50,
  ...overrides,
});
const order = { goodsPaise: 100_000, weightKg: 12.5, distanceKm: 36.4, city: 'Coimbatore' };

describe('the delivery charge, worked by hand', () => {
  it('a fresh install delivers free inside the radius and quotes outside it: no total changes', () => {
    const fresh = DEFAULT_SHOP.delivery;
    expect(deliveryCharge(fresh, { ...order, distanceKm: 40.4 })).toEqual({
      kind: 'free',
      paise: 0,
      reason: DELIVERY_MSG.free,
    });
    expect(deliveryCharge(fresh, { ...order, distanceKm: 426.3 })).toEqual({
      kind: 'quoted',
      paise: 0,
      reason: 'Delivery quoted by the shop',
    });
    expect(deliveryCharge(fresh, { ...order, distanceKm: null }).kind).toBe('quoted');
  });

  it('a flat charge, free from the threshold up', () => {
    const flat = settings({ charge: { kind: 'flat', paise: 25_000 }, freeAbovePaise: 500_000 });
    expect(deliveryCharge(flat, order)).toEqual({ kind: 'charged', paise: 25_000, reason: DELIVERY_MSG.flat });
    expect(deliveryCharge(flat, { ...order, goodsPaise: 499_999 }).paise).toBe(25_000);
    expect(deliveryCharge(flat, { ...order, goodsPaise: 500_000 })).toEqual({
      kind: 'free',
      paise: 0,
      reason: 'Free delivery on orders of ₹5,000.00 and more',
    });
  });

  it('per kg: ceil(weight × rate) in whole paise', () => {
    const perKg = settings({ charge: { kind: 'perKg', paisePerKg: 1_250 } });
    // 12.5 kg × ₹12.50 = 15,625 paise exactly
    expect(deliveryCharge(perKg, order)).toEqual({
      kind: 'charged',
      paise: 15_625,
      reason: 'Delivery: 12.5 kg at ₹12.50 a kg',
    });
    // 0.4758 kg × 1,250 = 594.75 → 595; 0.1 + 0.2 kg (0.30000000000000004) × 100 = 30, not 31
    expect(perKgPaise(0.4758, 1_250)).toBe(595);
    expect(perKgPaise(0.1 + 0.2, 100)).toBe(30);
    // 1 g at ₹0.01 a kg: 0.001 paise, rounded up to 1
    expect(perKgPaise(0.001, 1)).toBe(1);
    expect(perKgPaise(0, 1_250)).toBe(0);
  });

  it('outside the radius or to an unknown pincode: refused with the radius and the city, or quoted', () => {
    const refuse = settings({ outside: 'refuse', charge: { kind: 'flat', paise: 25_000 } });
    const refused = {
      kind: 'refused',
      paise: 0,
      reason: 'We deliver within 50 km of Coimbatore; this pincode is outside.',
    };
    expect(deliveryCharge(refuse, { ...order, distanceKm: 50.01 })).toEqual(refused);
    expect(deliveryCharge(refuse, { ...order, distanceKm: null })).toEqual(refused);
    expect(deliveryCharge(refuse, { ...order, distanceKm: 50 }).kind).toBe('charged');
    // A free-delivery threshold does not reach beyond the radius.
    const generous = settings({ outside: 'quote', freeAbovePaise: 0 });
    expect(deliveryCharge(generous, { ...order, distanceKm: 60 }).kind).toBe('quoted');
  });
});

describe('the delivery charge, for any order', () => {
  const charge = fc.oneof(
    fc.constant({ kind: 'none' as const }),
    fc.record({ kind: fc.constant('flat' as const), paise: fc.integer({ min: 0, max: 10_000_000 }) }),
    fc.record({ kind: fc.constant('perKg' as const), paisePerKg: fc.integer({ min: 0, max: 1_000_000 }) }),
  );
  const delivery = fc.record({
    pincode: fc.constant('641006'),
    radiusKm: fc.integer({ min: 1, max: 2000 }),
    charge,
    freeAbovePaise: fc.option(fc.integer({ min: 0, max: 100_000_000 }), { nil: null }),
    outside: fc.constantFrom('refuse' as const, 'quote' as const),
  });
  const anOrder = fc.record({
    goodsPaise: fc.integer({ min: 0, max: 1_000_000_000 }),
    weightKg: fc.double({ min: 0, max: 100_000, noNaN: true }),
    distanceKm: fc.option(fc.double({ min: 0, max: 3000, noNaN: true }), { nil: null }),
    city: fc.constant('Coimbatore'),
  });

  it('is never negative and always whole paise; only "charged" costs anything', () => {
    fc.assert(
      fc.property(delivery, anOrder, (settings, order) => {
        const outcome = deliveryCharge(settings, order);
        expect(Number.isInteger(outcome.paise)).toBe(true);
        expect(outcome.paise).toBeGreaterThanOrEqual(0);
        expect(outcome.paise > 0).toBe(outcome.kind === 'charged');
      }),
    );
  });

  it('per kg never falls as the weight grows', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.double({ min: 0, max: 50_000, noNaN: true }),
        fc.double({ min: 0, max: 50_000, noNaN: true }),
        (paisePerKg, a, b) => {
          const [light, heavy] = a <= b ? [a, b] : [b, a];
          expect(perKgPaise(light, paisePerKg)).toBeLessThanOrEqual(perKgPaise(heavy, paisePerKg));
          // Within one paisa of the exact product (taken to the gram), never below it.
          const exact = (Math.round(heavy * 1000) * paisePerKg) / 1000;
          expect(perKgPaise(heavy, paisePerKg)).toBeGreaterThanOrEqual(exact - 1e-6);
          expect(perKgPaise(heavy, paisePerKg)).toBeLessThan(exact + 1 + 1e-6);
        },
      ),
    );
  });

  it('is free inside the radius from the threshold up, whatever the charge', () => {
    fc.assert(
      fc.property(delivery, anOrder, (settings, order) => {
        const inside = { ...order, distanceKm: Math.min(order.distanceKm ?? 0, settings.radiusKm) };
        const threshold = settings.freeAbovePaise;
        fc.pre(threshold !== null && inside.goodsPaise >= threshold);
        expect(deliveryCharge(settings, inside)).toMatchObject({ kind: 'free', paise: 0 });
      }),
    );
  });

  it('outside the radius, it is refused or quoted as the shop chose, and costs nothing yet', () => {
    fc.assert(
      fc.property(delivery, anOrder, (settings, order) => {
        const outside = { ...order, distanceKm: settings.radiusKm + 0.001 + (order.distanceKm ?? 0) };
        const outcome = deliveryCharge(settings, outside);
        expect(outcome.kind).toBe(settings.outside === 'refuse' ? 'refused' : 'quoted');
        expect(outcome.paise).toBe(0);
      }),
    );
  });
});
