import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { BillingView } from '@steelcut/domain/schemas/billing';
import { PRICING_MSG } from '@steelcut/domain/schemas/pricing';
import { AmountFigures, FigureRow } from '../../../components/order/AmountFigures';
import { InvoiceButton } from '../../../components/order/InvoiceButton';
import { PaymentTotals } from '../../../components/order/PaymentTotals';
import { PaymentStatusChip } from '../../../components/PaymentStatusChip';
import { SectionCard } from '../../../components/SectionCard';
import { UpiPayment } from '../../../components/UpiPayment';
import { paths } from '../../../config/paths';
import { amountDue, currentAmount } from '../../../lib/billing/amounts';
import { BILLING_LABELS } from '../../../lib/billing/labels';
import { formatDateIst } from '../../../lib/dates';
import type { Order } from '../api/types';
import { BILLING_MSG, refundDueOf } from '@steelcut/domain/schemas/billing';

/** The quote when the shop has sent one, else the estimate made when the order was placed. */
function AmountToPay({ order, billing }: { order: Order; billing: BillingView | null }) {
  const amount = currentAmount(billing);
  if (amount) {
    const kind = amount.kind === 'quote' ? BILLING_LABELS.quote : BILLING_LABELS.estimate;
    return (
      <Box>
        <Typography variant="overline" color="text.secondary" component="p">
          {BILLING_LABELS.amountOf(kind, formatDateIst(amount.createdAt))}
        </Typography>
        <AmountFigures amount={amount} />
      </Box>
    );
  }
  if (order.amountPaise !== null) return <FigureRow label={BILLING_LABELS.total} paise={order.amountPaise} strong />;
  return (
    <Box>
      <Typography sx={{ fontWeight: 600 }}>{PRICING_MSG.priceOnRequest}</Typography>
      <Typography variant="body2" color="text.secondary">
        {BILLING_MSG.quoteToFollow}
      </Typography>
    </Box>
  );
}

/** What the order comes to, what is paid, the UPI QR for the rest, the screenshot and the invoice. */
export function OrderPaymentCard({ order, billing }: { order: Order; billing: BillingView | null }) {
  const due = amountDue(order);
  const paid = order.paymentStatus === 'paid';
  return (
    <SectionCard
      titleId="pay-title"
      title={BILLING_LABELS.payTitle}
      aside={<PaymentStatusChip status={order.paymentStatus} />}
      spacing={2}
      sx={{ position: { md: 'sticky' }, top: { md: 88 } }}
    >
      <AmountToPay order={order} billing={billing} />
      <Divider />
      <PaymentTotals order={order} />
      {refundDueOf(order.amountPaise, order.paidPaise) > 0 && (
        <Alert severity="info">{BILLING_MSG.refundDueNote}</Alert>
      )}
      {paid ? (
        <Alert severity="success">{BILLING_MSG.paidInFull}</Alert>
      ) : (
        <UpiPayment orderNo={order.Order_No} size={200} amountPaise={due} />
      )}
      <Stack spacing={0.5}>
        <Button
          variant="contained"
          component={RouterLink}
          to={paths.chats.getHref(order.id)}
          startIcon={<AddPhotoAlternateOutlined />}
          aria-describedby="screenshot-hint"
        >
          {BILLING_LABELS.uploadScreenshot}
        </Button>
        <Typography id="screenshot-hint" variant="caption" color="text.secondary">
          {BILLING_MSG.shareScreenshot}
        </Typography>
      </Stack>
      <InvoiceButton order={order} />
    </SectionCard>
  );
}
