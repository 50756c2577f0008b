import Chip from '@mui/material/Chip';
import { BILLING_MSG, type PaymentStatus } from '@steelcut/domain/schemas/billing';
import { STATUS_TONE_COLOURS } from '../lib/order-status';

const COLOUR = { unpaid: 'warning', 'part-paid': 'info', paid: 'success' } as const;
// An outlined chip's label in MUI's warning or info colour is below 4.5:1 on white: the status
// badges' darker tones carry the label and the border instead.
const OUTLINED_TEXT = { unpaid: STATUS_TONE_COLOURS.yellow.text, 'part-paid': STATUS_TONE_COLOURS.blue.text } as const;

/** Unpaid, Part-paid or Paid, as a chip in the order lists and on both order pages. */
export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  const outlinedText = status === 'paid' ? undefined : OUTLINED_TEXT[status];
  return (
    <Chip
      size="small"
      variant={outlinedText ? 'outlined' : 'filled'}
      color={COLOUR[status]}
      label={BILLING_MSG.statusLabel[status]}
      data-status={status}
      sx={{ fontWeight: 600, ...(outlinedText && { color: outlinedText, borderColor: outlinedText }) }}
    />
  );
}
