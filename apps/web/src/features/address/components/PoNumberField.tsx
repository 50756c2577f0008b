import TextField from '@mui/material/TextField';
import { PO_NUMBER_MAX } from '@steelcut/domain/schemas/tracking';

type Props = { value: string; error: string | null; onChange: (value: string) => void };

/** The customer's purchase-order number, printed on the invoices (optional). */
export function PoNumberField({ value, error, onChange }: Props) {
  return (
    <TextField
      label="Your PO number (optional)"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? 'Printed on your invoices'}
      slotProps={{ htmlInput: { maxLength: PO_NUMBER_MAX + 5 } }}
      size="small"
      fullWidth
      sx={{ mb: 2 }}
    />
  );
}
