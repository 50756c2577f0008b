import { useState } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { MATERIAL_NAMES, readNumber } from '@steelcut/domain/materials';
import type { ShopSettings } from '@steelcut/domain/schemas/shop';
import { errorAt, listErrorAt } from './field-error';
import { SettingsFieldset } from '../../shared/components/SettingsSection';
import { SHOP_FORM_LABELS, STANDARD_THICKNESSES_MM } from './shop-form-labels';

type Stock = NonNullable<ShopSettings['stock']>;

/** '1, 1.5, 2' → [1, 1.5, 2]; a word that is no number stays NaN, for the schema to name. */
const readList = (text: string) =>
  text
    .split(/[,\s]+/)
    .filter(Boolean)
    .map((word) => readNumber(word) ?? NaN);
const listText = (thicknesses: readonly number[]) => thicknesses.join(', ');

/** The stock list with `material`'s thicknesses set (left out when empty), in the grades' order. */
function withGrade(stock: Stock, material: string, thicknessesMm: number[]): Stock {
  const others = stock.filter((row) => row.material !== material);
  const rows = thicknessesMm.length > 0 ? [...others, { material, thicknessesMm }] : others;
  return MATERIAL_NAMES.flatMap((name) => rows.filter((row) => row.material === name));
}

/** One grade's thicknesses as typed, comma-separated, with the standard set a click away. */
function GradeThicknesses({ material, stock }: { material: string; stock: Stock }) {
  const { setValue, formState } = useFormContext<ShopSettings>();
  const index = stock.findIndex((row) => row.material === material);
  const saved = index >= 0 ? stock[index].thicknessesMm : [];
  const [typed, setTyped] = useState(() => listText(saved));
  const shown = listText(readList(typed)) === listText(saved) ? typed : listText(saved);
  const set = (text: string) => {
    setTyped(text);
    setValue('stock', withGrade(stock, material, readList(text)), {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted,
    });
  };
  const error = index >= 0 ? errorAt(formState.errors, `stock.${index}.thicknessesMm`) : undefined;

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField
        value={shown}
        onChange={(event) => set(event.target.value)}
        label={SHOP_FORM_LABELS.gradeThicknesses(material)}
        error={Boolean(error)}
        helperText={error ?? SHOP_FORM_LABELS.thicknessHint}
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <Button
        variant="outlined"
        onClick={() => set(listText(STANDARD_THICKNESSES_MM))}
        aria-label={SHOP_FORM_LABELS.standardSetFor(material)}
        sx={{ flexShrink: 0, mt: { sm: 1 } }}
      >
        {SHOP_FORM_LABELS.standardSet}
      </Button>
    </Stack>
  );
}

/** What the shop stocks: every thickness (stock null), or per grade a list of thicknesses. */
export function StockSection() {
  const { control, setValue, formState } = useFormContext<ShopSettings>();
  const stock = useWatch({ control, name: 'stock' });
  const listError = listErrorAt(formState.errors, 'stock');

  return (
    <SettingsFieldset title={SHOP_FORM_LABELS.stock}>
      <FormControlLabel
        control={
          <Switch
            checked={stock === null}
            onChange={(event) =>
              setValue(
                'stock',
                // Keeping a list starts every grade on the standard set, for the owner to trim.
                event.target.checked
                  ? null
                  : MATERIAL_NAMES.map((material) => ({ material, thicknessesMm: [...STANDARD_THICKNESSES_MM] })),
                { shouldDirty: true },
              )
            }
          />
        }
        label={SHOP_FORM_LABELS.everyThickness}
      />
      {stock !== null && (
        <>
          <Typography variant="body2" color="text.secondary">
            {SHOP_FORM_LABELS.stockIntro}
          </Typography>
          {MATERIAL_NAMES.map((material) => (
            <GradeThicknesses key={material} material={material} stock={stock} />
          ))}
          {listError && (
            <Typography variant="body2" color="error" role="alert">
              {listError}
            </Typography>
          )}
        </>
      )}
    </SettingsFieldset>
  );
}
