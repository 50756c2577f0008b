/** What the price figures are called, in the configurator and the cart. */
export const PRICE_LABELS = {
  estimate: 'Estimate',
  perPiece: 'Price per piece',
  line: 'Line',
  amount: 'Amount',
  subtotal: 'Subtotal',
  minimumTopUp: 'Minimum order top-up',
  delivery: 'Delivery',
  free: 'Free',
  amountToPay: 'Amount to pay',
  /** 'GST for delivery to Kerala.' */
  gstFor: (state: string) => `GST for delivery to ${state}.`,
  total: 'Total',
  totalInclGst: 'Total incl. GST',
  working: 'Working out the price',
  /** '4 × ₹183.29' or '10 × ₹1,383.00, 5% off' */
  times: (quantity: number, piece: string, discountPercent: number) =>
    discountPercent > 0 ? `${quantity} × ${piece}, ${discountPercent}% off` : `${quantity} × ${piece}`,
  tax: (name: 'CGST' | 'SGST' | 'IGST', percent: string) => `${name} (${percent}%)`,
  dispatch: 'Dispatch',
  /** 'Dispatched by Wed, 2 Dec 2026' */
  dispatchedBy: (date: string) => `Dispatched by ${date}`,
  /** '+35%' beside a tier's label */
  surcharge: (percent: number) => `+${percent}%`,
} as const;
