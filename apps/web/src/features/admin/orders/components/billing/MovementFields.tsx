import type { ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { todayIst } from '../../../../../lib/dates';
import type { fieldProps } from '../../../../../lib/form-field';
import { ADMIN_BILLING_LABELS } from '../../lib/billing-labels';

type Field = ReturnType<typeof fieldProps>;

type Props = {
  /** Each field wired into its form (fieldProps). */
  amount: Field;
  reference: Field;
  day: Field;
  dayLabel: string;
  /** More fields in the same grid (a payment's screenshot). */
  children?: ReactNode;
};

/** A required field, half the row from tablets up. */
function HalfField(props: TextFieldProps) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <TextField required margin="none" {...props} />
    </Grid>
  );
}

/** What a payment and a refund both take: the amount in rupees, the UPI reference and the day. */
export function MovementFields({ amount, reference, day, dayLabel, children }: Props) {
  return (
    <Grid container spacing={2}>
      <HalfField
        {...amount}
        label={ADMIN_BILLING_LABELS.amount}
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
          htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        }}
      />
      <HalfField
        {...reference}
        label={ADMIN_BILLING_LABELS.reference}
        slotProps={{ htmlInput: { maxLength: 60, autoComplete: 'off' } }}
      />
      <HalfField
        {...day}
        label={dayLabel}
        type="date"
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: todayIst() } }}
      />
      {children}
    </Grid>
  );
}
