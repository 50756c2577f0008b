import { RETURNS_MSG, type ReturnDocumentView } from '@steelcut/domain/schemas/returns';

/** What the GST returns page says; its messages are RETURNS_MSG (packages/domain). */
export const RETURNS_LABELS = {
  title: 'GST returns',
  month: 'Month',
  monthHint: 'Invoices and credit notes issued in this month (India time)',
  totals: 'The month’s totals',
  invoices: 'Tax invoices',
  creditNotes: 'Credit notes',
  net: 'Net for the returns',
  count: (n: number) => `${n} ${n === 1 ? 'document' : 'documents'}`,
  taxable: 'Taxable value',
  cgst: 'CGST',
  sgst: 'SGST',
  igst: 'IGST',
  total: 'Total',
  documents: 'Invoices and credit notes',
  number: 'Number',
  date: 'Date',
  order: 'Order',
  buyer: 'Buyer',
  placeOfSupply: RETURNS_MSG.placeOfSupply,
  table: 'GSTR-1 table',
  pdf: 'PDF',
  downloads: 'Downloads',
  gstr1: 'GSTR-1 (JSON)',
  tally: 'Tally vouchers (XML)',
  csv: 'Spreadsheet (CSV)',
  downloadPdf: (number: string) => `Download ${number}`,
  leftOut: 'Not in the GSTR-1 file',
  unregistered: 'Unregistered',
  against: (number: string) => `Against ${number}`,
  nothingHint: 'Tax invoices are issued when an order is paid in full and its invoice is downloaded.',
} as const;

export const KIND_LABELS: Record<ReturnDocumentView['kind'], string> = {
  invoice: 'Tax invoice',
  'credit-note': 'Credit note',
};

/** GSTR-1's tables as the portal names them. */
export const TABLE_LABELS: Record<ReturnDocumentView['table'], string> = {
  b2b: 'B2B (4A)',
  b2cl: 'B2C large (5)',
  b2cs: 'B2C others (7)',
  cdnr: 'Credit notes, registered (9B)',
  cdnur: 'Credit notes, unregistered (9B)',
};
