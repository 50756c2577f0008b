import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import type { ReturnDocumentView } from '@steelcut/domain/schemas/returns';
import { DownloadButton } from '../../../../components/DownloadButton';
import { RETURNS_MSG } from '@steelcut/domain/schemas/returns';
import { downloadDocumentPdf } from '../api/download-returns';
import { RETURNS_LABELS } from '../lib/returns-labels';

/** The invoice's or credit note's PDF, as the customer gets it. */
export function DocumentPdfButton({ doc }: { doc: ReturnDocumentView }) {
  return (
    <DownloadButton
      size="small"
      variant="text"
      startIcon={<PictureAsPdfOutlined />}
      download={() => downloadDocumentPdf(doc)}
      failMessage={RETURNS_MSG.downloadFailed}
      aria-label={RETURNS_LABELS.downloadPdf(doc.number)}
    >
      {RETURNS_LABELS.pdf}
    </DownloadButton>
  );
}
