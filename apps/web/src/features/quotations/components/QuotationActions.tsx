import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { QUOTATION_MSG, type QuotationView } from '@steelcut/domain/schemas/quotation';
import { DownloadButton } from '../../../components/DownloadButton';
import { paths } from '../../../config/paths';
import { downloadQuotation } from '../../../lib/quotations/download-quotation';
import { QUOTATION_LABELS } from '../../../lib/quotations/labels';

/** Download its PDF; order it while it holds, or open the order placed from it. */
export function QuotationActions({ quotation }: { quotation: QuotationView }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <DownloadButton
        size="small"
        startIcon={<FileDownloadOutlined />}
        download={() => downloadQuotation(quotation)}
        failMessage={QUOTATION_MSG.downloadFailed}
        aria-label={`${QUOTATION_LABELS.downloadPdf} ${quotation.number}`}
      >
        {QUOTATION_LABELS.downloadPdf}
      </DownloadButton>
      {quotation.orderId !== null ? (
        <Link component={RouterLink} to={paths.orderDetails.getHref(quotation.orderId)} variant="body2">
          {quotation.orderNo}
        </Link>
      ) : (
        !quotation.expired && (
          <Button
            size="small"
            variant="contained"
            component={RouterLink}
            to={paths.deliveryAddress.getHref(quotation.id)}
            aria-label={`${QUOTATION_LABELS.order} ${quotation.number}`}
          >
            {QUOTATION_LABELS.order}
          </Button>
        )
      )}
    </Stack>
  );
}
