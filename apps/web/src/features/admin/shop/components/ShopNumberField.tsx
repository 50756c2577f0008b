import { useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useController, useFormContext, type FieldPathByValue } from 'react-hook-form';
import { readNumber } from '@steelcut/domain/materials';
import type { ShopSettings } from '@steelcut/domain/schemas/shop';
import { decimalOnly } from '../../../../lib/input-filters';
import { paiseToRupees, rupeesToPaise } from '../../shared/lib/pricing-form';

type Props = {
  name:
    | FieldPathByValue<ShopSettings, number>
    | FieldPathByValue<ShopSettings, number | null>
    | FieldPathByValue<ShopSettings, number | undefined>;
  label: string;
  /** The field holds paise and shows rupees ('₹' before it), as the pricing form does. */
  rupees?: boolean;
  /** The unit after the number: 'km', '/kg', '/m²'. */
  suffix?: string;
  hint?: string;
  disabled?: boolean;
};

const adornment = (position: 'start' | 'end', text: string | undefined) =>
  text ? <InputAdornment position={position}>{text}</InputAdornment> : undefined;
const same = (a: number, b: number | null | undefined) =>
  a === b || (Number.isNaN(a) && typeof b === 'number' && Number.isNaN(b));

/**
 * A number of the shop's settings typed as text: rupees for an amount (the form's value is whole
 * paise, NaN while unreadable, so the schema names the problem), plain numbers otherwise.
 */
export function ShopNumberField({ name, label, rupees = false, suffix, hint, disabled }: Props) {
  const { control } = useFormContext<ShopSettings>();
  const { field, fieldState } = useController({ control, name });
  const toText = (value: number | null | undefined) =>
    typeof value === 'number' && Number.isFinite(value) ? (rupees ? paiseToRupees(value) : String(value)) : '';
  const fromText = (text: string) => (rupees ? rupeesToPaise(text) : (readNumber(text) ?? NaN));
  const [typed, setTyped] = useState(() => toText(field.value));
  // What was typed while it still says the form's value; the value itself once it was set elsewhere.
  const shown = same(fromText(typed), field.value) ? typed : toText(field.value);

  return (
    <TextField
      name={field.name}
      value={shown}
      inputRef={field.ref}
      onBlur={field.onBlur}
      // The whole figure is chosen on entry, so typing replaces a 0.00 instead of adding to it.
      onFocus={(event) => event.target.select()}
      onChange={(event) => {
        const text = decimalOnly(event.target.value, 12);
        setTyped(text);
        field.onChange(fromText(text));
      }}
      label={label}
      disabled={disabled}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? hint}
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: { startAdornment: adornment('start', rupees ? '₹' : undefined), endAdornment: adornment('end', suffix) },
      }}
    />
  );
}
