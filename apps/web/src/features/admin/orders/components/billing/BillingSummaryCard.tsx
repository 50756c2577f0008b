import Typography from '@mui/material/Typography';
import { PRICING_MSG } from '@steelcut/domain/schemas/pricing';
import type { OrderView } from '@steelcut/domain/schemas/views';
import { FigureRow } from '../../../../../components/order/AmountFigures';
import { InvoiceButton } from '../../../../../components/order/InvoiceButton';
import { PaymentTotals } from '../../../../../components/order/PaymentTotals';
import { PaymentStatusChip } from '../../../../../components/PaymentStatusChip';
import { SectionCard } from '../../../../../components/SectionCard';
import { BILLING_LABELS } from '../../../../../lib/billing/labels';

/** At a glance: what the order comes to, paid and due, its payment status and its invoice. */
export function BillingSummaryCard({ order }: { order: OrderView }) {
  return (
    <SectionCard
      titleId="billing-summary-title"
      title={BILLING_LABELS.paymentTitle}
      aside={<PaymentStatusChip status={order.paymentStatus} />}
      spacing={1.5}
    >
      {order.amountPaise === null ? (
        <Typography sx={{ fontWeight: 600 }}>{PRICING_MSG.priceOnRequest}</Typography>
      ) : (
        <FigureRow label={BILLING_LABELS.amount} paise={order.amountPaise} />
      )}
      <PaymentTotals order={order} />
      <InvoiceButton order={order} />
    </SectionCard>
  );
}
