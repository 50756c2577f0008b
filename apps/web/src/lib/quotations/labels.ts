/** What the quotation screens call things: the cart's button and dialog, the list, the checkout. */
export const QUOTATION_LABELS = {
  download: 'Download quotation',
  dialogTitle: 'Download a quotation',
  dialogText:
    'We price your cart for delivery to the state you choose (GST depends on it) and keep the prices until the quotation’s validity date.',
  state: 'Delivery state',
  chooseState: 'Where the goods go',
  company: 'Company name (optional)',
  companyHint: 'Printed on the quotation',
  cancel: 'Cancel',
  downloadNow: 'Download',
  /** 'Quotation SCQ/26-27/00001 downloaded' */
  downloaded: (number: string) => `Quotation ${number} downloaded`,
  seeAll: 'See your quotations',
  title: 'My quotations',
  number: 'Quotation',
  date: 'Date',
  validUntil: 'Valid until',
  total: 'Total (standard)',
  status: 'Status',
  actions: 'Actions',
  downloadPdf: 'Download',
  order: 'Order this quotation',
  valid: 'Valid',
  /** The checkout of a quotation. */
  ordering: 'Ordering quotation',
  datesFromToday: 'Prices as quoted; an order placed today is dispatched by the dates worked out from today.',
  orderingText: (state: string, validUntil: string) =>
    `At its prices, for delivery in ${state}. Valid until ${validUntil}.`,
} as const;
