import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { BILLING_MSG } from '@steelcut/domain/schemas/billing';
import type { OrderView } from '@steelcut/domain/schemas/views';
import { errorMessage } from '../../lib/api-client';
import { useDownloadInvoice } from '../../lib/billing/download-invoice';
import { BILLING_LABELS } from '../../lib/billing/labels';

type Props = { order: Pick<OrderView, 'id' | 'Order_No' | 'amountPaise' | 'paymentStatus'> };

/** The order's invoice as a PDF; without an amount there is none, and the button says why. */
export function InvoiceButton({ order }: Props) {
  const download = useDownloadInvoice(order);
  const { enqueueSnackbar } = useSnackbar();
  const noAmount = order.amountPaise === null;
  const hintId = `invoice-hint-${order.id}`;

  const start = () =>
    download.mutate(undefined, {
      onError: (error) => enqueueSnackbar(errorMessage(error, BILLING_MSG.invoiceFailed), { variant: 'error' }),
    });

  return (
    <Stack spacing={0.5}>
      <Button
        variant="outlined"
        startIcon={<PictureAsPdfOutlined />}
        onClick={start}
        loading={download.isPending}
        loadingPosition="start"
        disabled={noAmount}
        aria-describedby={hintId}
      >
        {BILLING_LABELS.downloadInvoice}
      </Button>
      <Typography id={hintId} variant="caption" color="text.secondary">
        {noAmount
          ? BILLING_MSG.noAmountYet
          : order.paymentStatus === 'paid'
            ? BILLING_MSG.taxInvoiceNote
            : BILLING_MSG.proformaNote}
      </Typography>
    </Stack>
  );
}
