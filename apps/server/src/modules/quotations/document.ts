import { sameState } from '@steelcut/domain/india';
import type { ShopRates } from '@steelcut/domain/schemas/pricing';

/**
 * The parts of a quotation's PDF that are not its figures, kept with it as they were when it was
 * given: the shop may move or change its terms, the PDF stays the one the customer received.
 */
export interface QuotationDocument {
  shop: { name: string; address: string; contact: string; gstin: string | null; state: string; stateCode: string };
  customer: { name: string; company: string | null; gstin: string | null; email: string; phone: string };
  hsnCode: string;
  terms: string[];
}

/** dd Month yyyy of a YYYY-MM-DD date. */
export const longDate = (day: string) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** The shop's terms on a quotation: what its prices hold for, and how it is ordered. */
export function quotationTerms(
  quotation: { number: string; date: string; validUntil: string; state: string },
  pricing: Pick<ShopRates, 'gstPercent' | 'shopState'>,
): string[] {
  const tax = sameState(quotation.state, pricing.shopState)
    ? `CGST and SGST at ${pricing.gstPercent / 2}% each`
    : `IGST at ${pricing.gstPercent}%`;
  return [
    `Prices are in Indian rupees and hold until ${longDate(quotation.validUntil)} for the parts, grades, thicknesses, finishes and quantities listed, whatever our rates become meanwhile.`,
    `GST is charged as ${tax} for delivery in ${quotation.state}; orders against this quotation are delivered in ${quotation.state}.`,
    'Delivery is not included: where we charge for it, it is added when you order, by your delivery pincode.',
    `Dispatch dates are those of an order placed on ${longDate(quotation.date)}; an order placed later is dated from its own day.`,
    `To order, open Quotations in your account and choose ‘Order this quotation’ on ${quotation.number}. No payment now: we confirm the details with you, then you pay by UPI.`,
    'Parts are cut to the measures listed, within the usual cutting tolerances; a drawing sent with a part is followed for its shape.',
  ];
}
