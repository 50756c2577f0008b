import type { ReturnDocumentView } from '@steelcut/domain/schemas/returns';
import { downloadFile } from '../../../../lib/download-file';

const query = (month: string) => `month=${encodeURIComponent(month)}`;

/** The month's GSTR-1 JSON, for the GST portal's offline tool. */
export const downloadGstr1 = (month: string) =>
  downloadFile(`/admin/returns/gstr1?${query(month)}`, `GSTR1-${month}.json`);

/** The month's vouchers for Tally Prime's Import Data. */
export const downloadTally = (month: string) =>
  downloadFile(`/admin/returns/tally?${query(month)}`, `Tally-vouchers-${month}.xml`);

/** The month's invoices and credit notes as a spreadsheet. */
export const downloadDocumentsCsv = (month: string) =>
  downloadFile(`/admin/returns/documents.csv?${query(month)}`, `Tax-documents-${month}.csv`);

/** An invoice's or a credit note's PDF. */
export function downloadDocumentPdf(doc: ReturnDocumentView): Promise<void> {
  const name = `${doc.number.replaceAll('/', '-')}.pdf`;
  return doc.kind === 'invoice'
    ? downloadFile(`/order/${doc.orderId}/invoice.pdf`, name)
    : downloadFile(`/credit-notes/${doc.id}/credit-note.pdf`, name);
}
