import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PRICING_MSG } from '@steelcut/domain/schemas/pricing';
import type { OrderView } from '@steelcut/domain/schemas/views';
import { FigureRow } from '../../../../../components/order/AmountFigures';
import { InvoiceButton } from '../../../../../components/order/InvoiceButton';
import { PaymentTotals } from '../../../../../components/order/PaymentTotals';
import { PaymentStatusChip } from '../../../../../components/PaymentStatusChip';
import { BILLING_LABELS } from '../../../../../lib/billing/labels';

/** At a glance: what the order comes to, paid and due, its payment status and its invoice. */
export function BillingSummaryCard({ order }: { order: OrderView }) {
  return (
    <Card component="section" aria-labelledby="billing-summary-title">
      <CardContent>
        <Stack spacing={1.5}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Typography id="billing-summary-title" variant="h6" component="h2">
              {BILLING_LABELS.paymentTitle}
            </Typography>
            <PaymentStatusChip status={order.paymentStatus} />
          </Box>
          {order.amountPaise === null ? (
            <Typography sx={{ fontWeight: 600 }}>{PRICING_MSG.priceOnRequest}</Typography>
          ) : (
            <FigureRow label={BILLING_LABELS.amount} paise={order.amountPaise} />
          )}
          <PaymentTotals order={order} />
          <InvoiceButton order={order} />
        </Stack>
      </CardContent>
    </Card>
  );
}
