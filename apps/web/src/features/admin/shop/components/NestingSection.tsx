import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useController, useFieldArray, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { MATERIAL_NAMES, readNumber } from '@steelcut/domain/materials';
import type { ShopSettings } from '@steelcut/domain/schemas/shop';
import { EditableRow, RemoveRowButton, RowsFooter } from '../../shared/components/EditableRows';
import { FieldGrid, SettingsRowsSection } from '../../shared/components/SettingsSection';
import { SHOP_LABELS } from '../lib/shop-labels';
import { errorAt, listErrorAt } from './field-error';

/** NestingSettingsSchema's limit on sheet sizes. */
const MAX_SHEETS = 200;

function GradeField({ index }: { index: number }) {
  const { control } = useFormContext<ShopSettings>();
  const { field, fieldState } = useController({ control, name: `nesting.sheets.${index}.material` });
  return (
    <TextField
      select
      {...field}
      label={SHOP_LABELS.sheetGrade(index + 1)}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
      sx={{ minWidth: 140 }}
    >
      {MATERIAL_NAMES.map((name) => (
        <MenuItem key={name} value={name}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * A number of the nesting settings typed as text; `emptyIsNull` for a count left empty (full sheets),
 * otherwise NaN while unreadable, for the schema to name. (ShopNumberField's paths stop at optional parts.)
 */
function NumberField({
  name,
  label,
  hint,
  emptyIsNull = false,
}: {
  name: FieldPath<ShopSettings>;
  label: string;
  hint?: string;
  emptyIsNull?: boolean;
}) {
  const { control } = useFormContext<ShopSettings>();
  const { field, fieldState } = useController({ control, name });
  const value = field.value as number | null;
  const [typed, setTyped] = useState(value === null || !Number.isFinite(value) ? '' : String(value));
  return (
    <TextField
      name={field.name}
      inputRef={field.ref}
      value={typed}
      onBlur={field.onBlur}
      onChange={(event) => {
        const text = event.target.value;
        setTyped(text);
        field.onChange(emptyIsNull && text.trim() === '' ? null : (readNumber(text) ?? NaN));
      }}
      label={label}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? hint}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
}

function DirectionalFinishes() {
  const { control, setValue, formState } = useFormContext<ShopSettings>();
  const finishes = useWatch({ control, name: 'finishes' }) ?? [];
  const chosen = useWatch({ control, name: 'nesting.directionalFinishes' }) ?? [];
  const error = errorAt(formState.errors, 'nesting.directionalFinishes');
  const toggle = (name: string) =>
    setValue(
      'nesting.directionalFinishes',
      chosen.includes(name) ? chosen.filter((other) => other !== name) : [...chosen, name],
      { shouldDirty: true },
    );
  return (
    <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <FormLabel component="legend">{SHOP_LABELS.directional}</FormLabel>
      <FormGroup row>
        {finishes
          .filter((finish) => finish.name.trim() !== '')
          .map((finish) => (
            <FormControlLabel
              key={finish.name}
              control={<Checkbox checked={chosen.includes(finish.name)} onChange={() => toggle(finish.name)} />}
              label={finish.name}
            />
          ))}
      </FormGroup>
      {error && (
        <Typography variant="body2" color="error" role="alert">
          {error}
        </Typography>
      )}
    </Stack>
  );
}

/** The sheets stocked per plate, the gap and margin nesting keeps, and which finishes keep their direction. */
export function NestingSection() {
  const { control, formState } = useFormContext<ShopSettings>();
  const { fields, append, remove } = useFieldArray({ control, name: 'nesting.sheets' });
  const listError = listErrorAt(formState.errors, 'nesting.sheets');
  return (
    <SettingsRowsSection title={SHOP_LABELS.nesting} hint={SHOP_LABELS.nestingHint}>
      {fields.map((row, index) => (
        <EditableRow key={row.id}>
          <GradeField index={index} />
          <NumberField name={`nesting.sheets.${index}.thicknessMm`} label={SHOP_LABELS.sheetThickness(index + 1)} />
          <NumberField name={`nesting.sheets.${index}.widthMm`} label={SHOP_LABELS.sheetWidth(index + 1)} />
          <NumberField name={`nesting.sheets.${index}.heightMm`} label={SHOP_LABELS.sheetHeight(index + 1)} />
          <NumberField
            name={`nesting.sheets.${index}.count`}
            label={SHOP_LABELS.sheetCount(index + 1)}
            hint={SHOP_LABELS.sheetCountHint}
            emptyIsNull
          />
          <RemoveRowButton onClick={() => remove(index)} label={SHOP_LABELS.removeSheet(index + 1)} />
        </EditableRow>
      ))}
      <RowsFooter
        listError={listError}
        addLabel={SHOP_LABELS.addSheet}
        onAdd={() =>
          append({ material: MATERIAL_NAMES[0]!, thicknessMm: 2, widthMm: 2500, heightMm: 1250, count: null })
        }
        full={fields.length >= MAX_SHEETS}
      />
      <FieldGrid>
        <NumberField name="nesting.gapMm" label={SHOP_LABELS.gap} />
        <NumberField name="nesting.marginMm" label={SHOP_LABELS.margin} />
      </FieldGrid>
      <DirectionalFinishes />
    </SettingsRowsSection>
  );
}
