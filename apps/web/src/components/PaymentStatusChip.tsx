import Chip from '@mui/material/Chip';
import { BILLING_MSG, type PaymentStatus } from '@steelcut/domain/schemas/billing';

const COLOUR = { unpaid: 'warning', 'part-paid': 'info', paid: 'success' } as const;

/** Unpaid, Part-paid or Paid, as a chip in the order lists and on both order pages. */
export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  return (
    <Chip
      size="small"
      variant={status === 'paid' ? 'filled' : 'outlined'}
      color={COLOUR[status]}
      label={BILLING_MSG.statusLabel[status]}
      data-status={status}
      sx={{ fontWeight: 600 }}
    />
  );
}
