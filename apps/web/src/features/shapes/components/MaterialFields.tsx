import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FINISHES, MATERIAL_NAMES, THICKNESS_MM } from '@steelcut/domain/materials';
import { QUANTITY } from '@steelcut/domain/schemas/cart';
import { fieldProps } from '../../../lib/form-field';
import { decimalOnly, digitsOnly } from '../../../lib/input-filters';
import { useMaterials } from '../api/get-materials';
import type { ConfigureValues } from '../configure-form';

type Props = { form: UseFormReturn<ConfigureValues> };

const selectSlots = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** Grade, finish, thickness and quantity (SPEC section 5 'Add-to-cart form'). */
export function MaterialFields({ form }: Props) {
  const materials = useMaterials();
  // The grades live in the shared package too, so a failed lookup still leaves a working form.
  const names = materials.data?.map((m) => m.Material_Name) ?? (materials.isError ? MATERIAL_NAMES : []);

  return (
    <Grid container columnSpacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...fieldProps(form, 'materialName')}
          // The page as the server sends it shows this placeholder too, not the first grade.
          defaultValue=""
          select
          label="Material"
          disabled={materials.isPending}
          slotProps={selectSlots}
        >
          <option value="" disabled>
            {materials.isPending ? 'Loading grades…' : 'Select a grade'}
          </option>
          {names.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...fieldProps(form, 'finish')} select label="Surface Finish" slotProps={selectSlots}>
          {FINISHES.map((finish) => (
            <option key={finish} value={finish}>
              {finish}
            </option>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 6 }}>
        <Controller
          name="thickness"
          control={form.control}
          render={({ field: { ref, onChange, ...field }, fieldState }) => (
            <TextField
              {...field}
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
          )}
        />
      </Grid>
      <Grid size={{ xs: 6 }}>
        <Controller
          name="quantity"
          control={form.control}
          render={({ field: { ref, onChange, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              onChange={(event) => onChange(digitsOnly(event.target.value, QUANTITY.inputMaxLength))}
              label="Quantity"
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? 'Pieces'}
              slotProps={{
                htmlInput: { inputMode: 'numeric', maxLength: QUANTITY.inputMaxLength },
              }}
            />
          )}
        />
      </Grid>
    </Grid>
  );
}
