import { z } from 'zod';
import { HIDDEN } from '../unicode-text';
import { noHiddenCharacters } from './fields';

/**
 * The customer's purchase-order number and the parcel's courier and tracking number (issue 26):
 * the fields' rules and messages, shared by the checkout, the admin's status form and the server.
 */
export const TRACKING_MSG = {
  poNumber: 'A PO number is up to 35 letters, digits, spaces or - / . _ #',
  courierName: 'A courier name is 2 to 60 characters',
  trackingNumber: 'A tracking number is up to 40 letters, digits or dashes',
  courierNeeded: 'Choose the courier of this tracking number',
  onlyWhenSent: 'A courier and tracking number go with an order that is Dispatched or Delivered',
  trackingUrl: 'A tracking URL is an https:// address; put {number} where the tracking number goes',
  courierTwice: 'Each courier appears once',
} as const;

export const PO_NUMBER_MAX = 35;
export const COURIER_NAME_MAX = 60;
export const TRACKING_NUMBER_MAX = 40;

/** Optional; blank is none. */
export const PoNumberSchema = z
  .string({ error: TRACKING_MSG.poNumber })
  .trim()
  .max(PO_NUMBER_MAX, TRACKING_MSG.poNumber)
  .regex(/^[A-Za-z0-9 \-/._#]*$/, TRACKING_MSG.poNumber);

/** Blank clears the order's courier. */
export const CourierNameSchema = z
  .string({ error: TRACKING_MSG.courierName })
  .trim()
  .max(COURIER_NAME_MAX, TRACKING_MSG.courierName)
  .refine((name) => name === '' || name.length >= 2, TRACKING_MSG.courierName)
  .refine((name) => !HIDDEN.test(name), noHiddenCharacters('A courier name'));

/** Blank clears the order's tracking number. */
export const TrackingNumberSchema = z
  .string({ error: TRACKING_MSG.trackingNumber })
  .trim()
  .max(TRACKING_NUMBER_MAX, TRACKING_MSG.trackingNumber)
  .regex(/^[A-Za-z0-9-]*$/, TRACKING_MSG.trackingNumber);

/** A courier the admin lists, with the page a customer tracks a parcel on. */
export const CourierSchema = z.object({
  name: CourierNameSchema.refine((name) => name !== '', TRACKING_MSG.courierName),
  trackingUrl: z
    .string({ error: TRACKING_MSG.trackingUrl })
    .trim()
    .max(300, TRACKING_MSG.trackingUrl)
    .regex(/^https:\/\/[^\s]+$/, TRACKING_MSG.trackingUrl)
    .refine((url) => !HIDDEN.test(url), TRACKING_MSG.trackingUrl),
});
export type Courier = z.infer<typeof CourierSchema>;

/**
 * India's common couriers. Where the courier's page takes the number in its address, `{number}`
 * marks it; otherwise the link opens the tracking page and the customer types the number.
 */
export const DEFAULT_COURIERS: Courier[] = [
  { name: 'DTDC', trackingUrl: 'https://www.dtdc.com/tracking.asp?strCnno={number}' },
  {
    name: 'Blue Dart',
    trackingUrl: 'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo={number}',
  },
  { name: 'Delhivery', trackingUrl: 'https://www.delhivery.com/track/package/{number}' },
  {
    name: 'India Post (Speed Post)',
    trackingUrl: 'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx',
  },
  { name: 'Professional Couriers', trackingUrl: 'https://www.tpcindia.com/' },
  { name: 'ST Courier', trackingUrl: 'https://stcourier.com/track/shipment' },
];

/** The courier's tracking page for this number, or null for a courier not on the list or no number. */
export function trackingUrlFor(couriers: readonly Courier[], courier: string | null, trackingNumber: string | null) {
  if (!courier || !trackingNumber) return null;
  const listed = couriers.find((c) => c.name.toLowerCase() === courier.toLowerCase());
  return listed ? listed.trackingUrl.replaceAll('{number}', encodeURIComponent(trackingNumber)) : null;
}
