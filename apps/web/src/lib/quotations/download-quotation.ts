import type { QuotationView } from '@steelcut/domain/schemas/quotation';
import { downloadFile } from '../download-file';

/** GET /quotations/{id}.pdf: the quotation as it was given. */
export function downloadQuotation(quotation: Pick<QuotationView, 'id' | 'number'>): Promise<void> {
  return downloadFile(`/quotations/${quotation.id}.pdf`, `Quotation-${quotation.number.replace(/\//g, '-')}.pdf`);
}
