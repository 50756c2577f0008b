import Stack from '@mui/material/Stack';
import { refundDueOf } from '@steelcut/domain/schemas/billing';
import type { OrderView } from '@steelcut/domain/schemas/views';
import { amountDue } from '../../lib/billing/amounts';
import { BILLING_LABELS } from '../../lib/billing/labels';
import { FigureRow } from './AmountFigures';

/** What the order comes to, what was paid and what is still due; what the shop owes back, if anything. */
export function PaymentTotals({ order }: { order: Pick<OrderView, 'amountPaise' | 'paidPaise'> }) {
  const due = amountDue(order);
  const refundDue = refundDueOf(order.amountPaise, order.paidPaise);
  return (
    <Stack spacing={0.5}>
      <FigureRow label={BILLING_LABELS.paid} paise={order.paidPaise} />
      {due !== null && <FigureRow label={BILLING_LABELS.due} paise={due} strong />}
      {refundDue > 0 && <FigureRow label={BILLING_LABELS.refundDue} paise={refundDue} strong />}
    </Stack>
  );
}
