import { formatRupees } from '@steelcut/domain/money';
import type { DeliveryOutcome } from '@steelcut/domain/schemas/pricing';

/** What the money controls and figures of both order pages are called. */
export const BILLING_LABELS = {
  payTitle: 'Pay for this order',
  paymentTitle: 'Payment',
  amount: 'Amount',
  payment: 'Payment',
  estimate: 'Estimate',
  quote: 'Quote',
  taxableValue: 'Taxable value',
  surcharge: 'Dispatch surcharge',
  total: 'Total',
  paid: 'Paid',
  due: 'Balance due',
  refundDue: 'Refund due',
  history: 'History',
  downloadInvoice: 'Download invoice',
  uploadScreenshot: 'Upload payment screenshot',
  none: '—',
  /** 'Quote of 14 June 2025' */
  amountOf: (kind: string, date: string) => `${kind} of ${date}`,
  /** Under an amount to pay: what it takes in, as the order's estimate worked delivery out (none on a quote). */
  amountIncludes: (delivery: DeliveryOutcome | null) => {
    switch (delivery?.kind) {
      case 'charged':
        return `Including delivery (${formatRupees(delivery.paise)}) and GST.`;
      case 'free':
        return 'Including GST; delivery is free.';
      case 'quoted':
        return 'Including GST; delivery is not included: the shop quotes it.';
      default:
        return 'Including GST.';
    }
  },
} as const;
