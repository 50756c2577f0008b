import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { MOBILE_DIGITS } from '@steelcut/domain/constants';
import { digitsOnly } from '../../../lib/input-filters';

type Props<T extends FieldValues> = { control: Control<T>; name: Path<T> };

/** A 10-digit mobile number: the input keeps digits only (SPEC section 5). */
export function MobileNumberField<T extends FieldValues>({ control, name }: Props<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, onChange, ...field }, fieldState }) => (
        <TextField
          {...field}
          inputRef={ref}
          onChange={(event) => onChange(digitsOnly(event.target.value, MOBILE_DIGITS))}
          label="Mobile Number"
          type="tel"
          autoComplete="tel-national"
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: MOBILE_DIGITS } }}
        />
      )}
    />
  );
}
