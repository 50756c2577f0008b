/** What the money controls and figures of both order pages are called. */
export const BILLING_LABELS = {
  payTitle: 'Pay for this order',
  paymentTitle: 'Payment',
  amount: 'Amount',
  payment: 'Payment',
  estimate: 'Estimate',
  quote: 'Quote',
  taxableValue: 'Taxable value',
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
} as const;
