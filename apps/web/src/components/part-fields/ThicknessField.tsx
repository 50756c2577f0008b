import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { THICKNESS_MM } from '@steelcut/domain/materials';
import { stockedThicknesses, type ShopOffer } from '@steelcut/domain/shop-offer';
import { decimalOnly } from '../../lib/input-filters';
import { choiceField, type PartChoiceValues } from './part-choice';

type Props<T extends PartChoiceValues> = { form: UseFormReturn<T>; stock: ShopOffer['stock'] };

const mm = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });
/** The option a typed thickness is (2, 2.0 and 2.00 are 2 mm), or '' when none is. */
const optionOf = (typed: string, options: number[]) =>
  options.find((t) => Math.round(t * 10) === Math.round(Number(typed) * 10) && typed.trim() !== '')?.toString() ?? '';

/**
 * Thickness: a choice of the thicknesses the shop stocks in the chosen grade when it keeps a
 * stock list, else any thickness typed (1 to 30 mm in steps of 0.1).
 */
export function ThicknessField<T extends PartChoiceValues>({ form, stock }: Props<T>) {
  const material = useWatch({ control: form.control, name: choiceField<T>('material') }) as string;
  const stocked = material ? stockedThicknesses(stock, material) : null;
  const options = stocked && stocked.length > 0 ? stocked : null;

  return (
    <Controller
      name={choiceField<T>('thicknessMm')}
      control={form.control}
      render={({ field: { ref, onChange, value, ...field }, fieldState }) =>
        options ? (
          <TextField
            {...field}
            value={optionOf(value, options)}
            inputRef={ref}
            onChange={(event) => onChange(event.target.value)}
            select
            label="Thickness"
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? `Stocked in ${material}`}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="" disabled>
              Select a thickness
            </option>
            {options.map((t) => (
              <option key={t} value={String(t)}>
                {`${mm.format(t)} mm`}
              </option>
            ))}
          </TextField>
        ) : (
          <TextField
            {...field}
            value={value}
            inputRef={ref}
            onChange={(event) => onChange(decimalOnly(event.target.value, THICKNESS_MM.inputMaxLength))}
            label="Thickness"
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? `${THICKNESS_MM.min} to ${THICKNESS_MM.max} mm`}
            slotProps={{
              htmlInput: { inputMode: 'decimal', maxLength: THICKNESS_MM.inputMaxLength },
              input: { endAdornment: <InputAdornment position="end">mm</InputAdornment> },
            }}
          />
        )
      }
    />
  );
}
