import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { upiPaymentUri } from '@steelcut/domain/business';
import { formatRupees } from '@steelcut/domain/money';
import type { ShopSettings } from '@steelcut/domain/schemas/shop';
import { errorMessage } from '../lib/api-client';
import { useShop } from '../lib/shop';
import { QrCode } from './QrCode';
import { RetryAlert } from './RetryAlert';

type Props = {
  orderNo?: string;
  size?: number;
  /** What is due on the order: the QR then fills in the amount (DECISIONS section 3). */
  amountPaise?: number | null;
};

const SHOP_LOAD_FAILED = 'Failed to load the payment details';

function UpiQr({ shop, orderNo, size, amountPaise }: Props & { shop: ShopSettings; size: number }) {
  const amount = orderNo && amountPaise && amountPaise > 0 ? amountPaise : null;
  const uri = upiPaymentUri(shop, orderNo, amount);
  const label = `UPI QR code to pay ${shop.payeeName}${amount !== null ? ` ${formatRupees(amount)}` : ''}${orderNo ? ` for order ${orderNo}` : ''}`;
  return (
    <Stack spacing={1.25} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Box sx={{ p: 1, bgcolor: '#fff', border: 1, borderColor: 'divider', borderRadius: 1, lineHeight: 0 }}>
        <QrCode value={uri} label={label} size={size} />
      </Box>
      <Typography>
        UPI ID:{' '}
        <Box component="strong" sx={{ wordBreak: 'break-all' }}>
          {shop.upiId}
        </Box>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Payee: {shop.payeeName}
      </Typography>
      {amount !== null && (
        <Typography variant="body2">
          Amount: <strong>{formatRupees(amount)}</strong>
        </Typography>
      )}
      {orderNo && (
        <Typography variant="body2">
          Payment note: <strong>{orderNo}</strong>
        </Typography>
      )}
      {/* On a phone the QR is on the same screen as the UPI app: a link opens the app instead. */}
      <Button href={uri} variant="outlined" sx={{ display: { md: 'none' } }}>
        Pay with a UPI app
      </Button>
    </Stack>
  );
}

/** The shop's UPI QR, with the order number as the payment note and the amount due when there are. */
export function UpiPayment({ size = 220, ...props }: Props) {
  const shop = useShop();
  if (shop.isPending) {
    return (
      <Stack spacing={1.25} sx={{ alignItems: 'center' }} aria-busy>
        <Skeleton variant="rectangular" width={size + 18} height={size + 18} />
        <Skeleton width={200} />
      </Stack>
    );
  }
  if (shop.isError) {
    return <RetryAlert message={errorMessage(shop.error, SHOP_LOAD_FAILED)} onRetry={() => void shop.refetch()} />;
  }
  return <UpiQr shop={shop.data} size={size} {...props} />;
}
