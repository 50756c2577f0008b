import { formatRupees } from '../money';
import type { DeliveryOutcome } from '../schemas/pricing';
import type { ShopSettings } from '../schemas/shop';

export type DeliverySettings = ShopSettings['delivery'];

/** What the charge is worked out from: the goods, the parcel and how far it goes. */
export interface DeliveryOrder {
  /** The goods before GST (the lines and any minimum-order top-up), paise. */
  goodsPaise: number;
  /** Every piece of the order, kg. */
  weightKg: number;
  /** From the shop's pincode, km; null when the data set does not know the pincode. */
  distanceKm: number | null;
  /** The shop's city, named when a pincode is refused. */
  city: string;
}

export const DELIVERY_MSG = {
  /** The delivery line's label on estimates and invoices. */
  line: 'Delivery',
  outside: (radiusKm: number, city: string) => `We deliver within ${radiusKm} km of ${city}; this pincode is outside.`,
  quoted: 'Delivery quoted by the shop',
  free: 'Free delivery',
  freeAbove: (paise: number) => `Free delivery on orders of ${formatRupees(paise)} and more`,
  flat: 'Delivery at a flat rate',
  perKg: (kg: string, paisePerKg: number) => `Delivery: ${kg} kg at ${formatRupees(paisePerKg)} a kg`,
} as const;

const kilograms = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });

/**
 * ceil(weight × rate) in whole paise, exactly: the weight is taken to the gram (half up), then
 * grams × paise a kg ÷ 1000 is rounded up in integers (no float error at any size).
 */
export function perKgPaise(weightKg: number, paisePerKg: number): number {
  const milli = BigInt(Math.max(0, Math.round(weightKg * 1000))) * BigInt(paisePerKg);
  return Number((milli + 999n) / 1000n);
}

/**
 * What the shop does with a delivery it does not make itself (outside the radius, or to a pincode
 * the data set does not know): refuses it or quotes it. Undefined inside the radius.
 */
export function outsideRadius(
  delivery: DeliverySettings,
  distanceKm: number | null,
  city: string,
): DeliveryOutcome | undefined {
  if (distanceKm !== null && distanceKm <= delivery.radiusKm) return undefined;
  return delivery.outside === 'refuse'
    ? { kind: 'refused', paise: 0, reason: DELIVERY_MSG.outside(delivery.radiusKm, city) }
    : { kind: 'quoted', paise: 0, reason: DELIVERY_MSG.quoted };
}

/**
 * The delivery charge of an order (the shop's delivery settings; the same function in the browser
 * and on the server). Outside the radius, or to a pincode the data set does not know, the shop
 * refuses or quotes it; inside, it is free from freeAbovePaise up, else none / flat / per kg.
 */
export function deliveryCharge(delivery: DeliverySettings, order: DeliveryOrder): DeliveryOutcome {
  const outside = outsideRadius(delivery, order.distanceKm, order.city);
  if (outside) return outside;
  if (delivery.freeAbovePaise !== null && order.goodsPaise >= delivery.freeAbovePaise) {
    return { kind: 'free', paise: 0, reason: DELIVERY_MSG.freeAbove(delivery.freeAbovePaise) };
  }
  const { charge } = delivery;
  switch (charge.kind) {
    case 'none':
      return { kind: 'free', paise: 0, reason: DELIVERY_MSG.free };
    case 'flat':
      return charge.paise === 0
        ? { kind: 'free', paise: 0, reason: DELIVERY_MSG.free }
        : { kind: 'charged', paise: charge.paise, reason: DELIVERY_MSG.flat };
    case 'perKg': {
      const paise = perKgPaise(order.weightKg, charge.paisePerKg);
      const reason = DELIVERY_MSG.perKg(kilograms.format(order.weightKg), charge.paisePerKg);
      return paise === 0 ? { kind: 'free', paise, reason } : { kind: 'charged', paise, reason };
    }
  }
}
