import { deliveryCharge, outsideRadius } from '@steelcut/domain/delivery/charge';
import type { DeliveryCharger } from '@steelcut/domain/pricing/price';
import type { ShopSettings } from '@steelcut/domain/schemas/shop';
import { pincodeDistanceKm } from './pincodes';

const distanceTo = (settings: ShopSettings, postalCode: string) =>
  pincodeDistanceKm(settings.delivery.pincode, postalCode);

/** The delivery charge to `postalCode` under these settings, for quoteParts. */
export function deliveryTo(settings: ShopSettings, postalCode: string): DeliveryCharger {
  const distanceKm = distanceTo(settings, postalCode);
  return (goods) => deliveryCharge(settings.delivery, { ...goods, distanceKm, city: settings.address.city });
}

/** Why the shop will not deliver to `postalCode`, when it refuses to (nothing to price). */
export function refusedDelivery(settings: ShopSettings, postalCode: string): string | undefined {
  const outside = outsideRadius(settings.delivery, distanceTo(settings, postalCode), settings.address.city);
  return outside?.kind === 'refused' ? outside.reason : undefined;
}
