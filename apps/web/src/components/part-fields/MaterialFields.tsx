import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { MATERIAL_NAMES } from '@steelcut/domain/materials';
import { formatRupees } from '@steelcut/domain/money';
import { stockedThicknesses, type ShopOffer } from '@steelcut/domain/shop-offer';
import { QUANTITY } from '@steelcut/domain/schemas/cart';
import { fieldProps } from '../../lib/form-field';
import { digitsOnly } from '../../lib/input-filters';
import { useMaterials } from './use-materials';
import { choiceField, type PartChoiceValues } from './part-choice';
import { ThicknessField } from './ThicknessField';

type Props<T extends PartChoiceValues> = {
  form: UseFormReturn<T>;
  offer: ShopOffer;
  /** What the quantity counts, under the field: pieces, or a drawing of several parts' sets. */
  quantityUnit?: string;
};

const selectSlots = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** A finish as offered: its name, and what it adds per m² of plate. */
const finishLabel = ({ name, adderPaisePerM2 }: ShopOffer['finishes'][number]) =>
  adderPaisePerM2 > 0 ? `${name} (+${formatRupees(adderPaisePerM2)}/m²)` : name;

/** Grade, finish, thickness and quantity (SPEC section 5 'Add-to-cart form'), as the shop offers them. */
export function MaterialFields<T extends PartChoiceValues>({ form, offer, quantityUnit = 'Pieces' }: Props<T>) {
  const materials = useMaterials();
  // The grades live in the shared package too, so a failed lookup still leaves a working form.
  const names = materials.data?.map((m) => m.Material_Name) ?? (materials.isError ? MATERIAL_NAMES : []);

  return (
    <Grid container columnSpacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...fieldProps(form, choiceField<T>('material'))}
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
          {names.map((name) => {
            // A grade the stock list leaves out is not offered (stockedThicknesses gives []).
            const outOfStock = stockedThicknesses(offer.stock, name)?.length === 0;
            return (
              <option key={name} value={name} disabled={outOfStock}>
                {outOfStock ? `${name} (not in stock)` : name}
              </option>
            );
          })}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...fieldProps(form, choiceField<T>('finish'))}
          select
          label="Surface Finish"
          slotProps={selectSlots}
        >
          {offer.finishes.map((finish) => (
            <option key={finish.name} value={finish.name}>
              {finishLabel(finish)}
            </option>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 6 }}>
        <ThicknessField form={form} stock={offer.stock} />
      </Grid>
      <Grid size={{ xs: 6 }}>
        <Controller
          name={choiceField<T>('quantity')}
          control={form.control}
          render={({ field: { ref, onChange, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              onChange={(event) => onChange(digitsOnly(event.target.value, QUANTITY.inputMaxLength))}
              label="Quantity"
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? quantityUnit}
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
