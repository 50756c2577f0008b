import { COUNTRY, PRODUCT_NAME, TOLERANCE } from './product';

export { COUNTRY, pageTitle, PRODUCT_NAME, TOLERANCE } from './product';

/** The workshop's address in parts, as search engines read it (schema.org PostalAddress). */
const ADDRESS = {
  street: '12 Industrial Estate Road, Ganapathy',
  city: 'Coimbatore',
  region: 'Tamil Nadu',
  postalCode: '641006',
  country: COUNTRY.name,
  countryCode: COUNTRY.code,
} as const;

/**
 * The sample details a fresh install starts from (DEFAULT_SHOP in schemas/shop.ts copies them).
 * Pages, mails, QR codes and invoices read the owner's settings (GET /api/shop), never these.
 * The browser's first script reads product.ts instead, so this object stays out of it.
 */
export const BUSINESS = {
  productName: PRODUCT_NAME,
  address: ADDRESS,
  /** The workshop, the centre of the service radius. */
  geo: { latitude: 11.0384, longitude: 76.9721 },
  phones: ['+91 98765 43210', '+91 98765 43211'],
  orderEmail: 'orders@steelcut.example',
  upiId: 'steelcut@upi',
  upiPayeeName: 'SteelCut Plate Works',
  tolerance: TOLERANCE,
  /** The same hours for machines (schema.org OpeningHoursSpecification). */
  openingHoursSpec: {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:00',
    closes: '18:00',
  },
  serviceRadiusMeters: 100000,
} as const;

/** UPI keeps '@' in the payee address readable; every other reserved character is encoded. */
const upiValue = (value: string): string => encodeURIComponent(value).replace(/%40/g, '@');

/** The UPI ID a fresh install starts with: nobody's, so no customer may be asked to pay it. */
export const isSampleUpiId = (upiId: string) => upiId.trim().toLowerCase() === BUSINESS.upiId;

/** Who a UPI payment goes to: the shop's settings (upiId, payeeName). */
export type UpiPayee = { upiId: string; payeeName: string };

/**
 * The UPI payment link a QR code carries (NPCI's `upi://pay` deep link): payee address, payee
 * name, currency, and the order number as the note (tn) so the shop can match the payment. Once
 * the order has an amount, the amount in rupees (am) and the order number as the reference (tr).
 */
export function upiPaymentUri(payee: UpiPayee, orderNo?: string, amountPaise?: number | null): string {
  const params: [string, string][] = [
    ['pa', payee.upiId],
    ['pn', payee.payeeName],
  ];
  const note = orderNo?.trim();
  if (note && amountPaise) params.push(['am', (amountPaise / 100).toFixed(2)]);
  params.push(['cu', 'INR']);
  if (note) params.push(['tn', note]);
  if (note && amountPaise) params.push(['tr', note]);
  return `upi://pay?${params.map(([key, value]) => `${key}=${upiValue(value)}`).join('&')}`;
}
