import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BUSINESS, upiPaymentUri } from '@steelcut/domain/business';
import { formatRupees } from '@steelcut/domain/pricing/money';
import { QrCode } from './QrCode';

type Props = {
  orderNo?: string;
  size?: number;
  /** What is due on the order: the QR then fills in the amount (DECISIONS section 3). */
  amountPaise?: number | null;
};

/** The shop's UPI QR, with the order number as the payment note and the amount due when there are. */
export function UpiPayment({ orderNo, size = 220, amountPaise }: Props) {
  const amount = orderNo && amountPaise && amountPaise > 0 ? amountPaise : null;
  const uri = upiPaymentUri(orderNo, amount);
  const label = `UPI QR code to pay ${BUSINESS.upiPayeeName}${amount !== null ? ` ${formatRupees(amount)}` : ''}${orderNo ? ` for order ${orderNo}` : ''}`;
  return (
    <Stack spacing={1.25} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Box sx={{ p: 1, bgcolor: '#fff', border: 1, borderColor: 'divider', borderRadius: 1, lineHeight: 0 }}>
        <QrCode value={uri} label={label} size={size} />
      </Box>
      <Typography>
        UPI ID:{' '}
        <Box component="strong" sx={{ wordBreak: 'break-all' }}>
          {BUSINESS.upiId}
        </Box>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Payee: {BUSINESS.upiPayeeName}
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
