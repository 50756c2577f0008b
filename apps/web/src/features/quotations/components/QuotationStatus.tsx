import Chip from '@mui/material/Chip';
import type { QuotationView } from '@steelcut/domain/schemas/quotation';
import { QUOTATION_MSG } from '@steelcut/domain/schemas/quotation';
import { QUOTATION_LABELS } from '../../../lib/quotations/labels';

/** Ordered, Expired (past its validity, India's date) or Valid. */
export function QuotationStatus({ quotation }: { quotation: QuotationView }) {
  if (quotation.orderNo) return <Chip size="small" color="success" label={QUOTATION_MSG.orderedLabel} />;
  if (quotation.expired) return <Chip size="small" label={QUOTATION_MSG.expiredLabel} />;
  return <Chip size="small" color="primary" variant="outlined" label={QUOTATION_LABELS.valid} />;
}
