import { QUOTATION_LABELS } from '../../lib/quotations/labels';

/** What the profile's GSTIN form says; the GSTIN's messages are BILLING_MSG (packages/domain). */
export const GSTIN_LABELS = {
  title: 'GST details',
  gstin: 'GSTIN (optional)',
  company: QUOTATION_LABELS.company,
  save: 'Save GST details',
} as const;
