import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { Controller, type FieldPathByValue } from 'react-hook-form';
import { decimalOnly, digitsOnly } from '../../../../lib/input-filters';
import type { PricingForm, PricingFormValues } from '../../shared/lib/pricing-form';

type Props = {
  form: PricingForm;
  name: FieldPathByValue<PricingFormValues, string>;
  label: string;
  /** '₹' before an amount in rupees. */
  prefix?: string;
  /** The unit after the number: 'mm', '%', '/kg'… */
  suffix?: string;
  /** Whole numbers only (a count of pieces). */
  whole?: boolean;
  hint?: string;
};

const DECIMAL_LENGTH = 12;
const WHOLE_LENGTH = 4;

const adornment = (position: 'start' | 'end', text: string | undefined) =>
  text ? <InputAdornment position={position}>{text}</InputAdornment> : undefined;

/** A number of the rate table, typed as text: only digits (and a dot), the error under it. */
export function PricingNumberField({ form, name, label, prefix, suffix, whole = false, hint }: Props) {
  return (
    <Controller
      name={name}
      control={form.control}
      render={({ field: { ref, onChange, ...field }, fieldState }) => (
        <TextField
          {...field}
          inputRef={ref}
          onChange={(event) =>
            onChange(
              whole ? digitsOnly(event.target.value, WHOLE_LENGTH) : decimalOnly(event.target.value, DECIMAL_LENGTH),
            )
          }
          label={label}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? hint}
          slotProps={{
            htmlInput: { inputMode: whole ? 'numeric' : 'decimal' },
            input: { startAdornment: adornment('start', prefix), endAdornment: adornment('end', suffix) },
          }}
        />
      )}
    />
  );
}
