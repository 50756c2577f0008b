import Stack from '@mui/material/Stack';
import type { OrderView } from '@steelcut/domain/schemas/views';
import { amountDue } from '../../lib/billing/amounts';
import { BILLING_LABELS } from '../../lib/billing/labels';
import { FigureRow } from './AmountFigures';

/** What the order comes to, what was paid and what is still due. */
export function PaymentTotals({ order }: { order: Pick<OrderView, 'amountPaise' | 'paidPaise'> }) {
  const due = amountDue(order);
  return (
    <Stack spacing={0.5}>
      <FigureRow label={BILLING_LABELS.paid} paise={order.paidPaise} />
      {due !== null && <FigureRow label={BILLING_LABELS.due} paise={due} strong />}
    </Stack>
  );
}
