import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { ShopSettings } from '@steelcut/domain/schemas/shop';
import { EditableRow, RemoveRowButton, RowsFooter } from '../../shared/components/EditableRows';
import { errorAt, listErrorAt } from './field-error';
import { SettingsFieldset } from '../../shared/components/SettingsSection';
import { SHOP_FORM_LABELS } from './shop-form-labels';
import { ShopNumberField } from './ShopNumberField';

/** ShopSettingsSchema's limit on finishes. */
const MAX_FINISHES = 10;

/** The finishes offered: Mill Finish first and fixed at no adder, then the shop's own with their ₹/m². */
export function FinishesSection() {
  const { control, register, formState } = useFormContext<ShopSettings>();
  const { fields, append, remove } = useFieldArray({ control, name: 'finishes' });
  const names = useWatch({ control, name: 'finishes' });
  const listError = listErrorAt(formState.errors, 'finishes');

  return (
    <SettingsFieldset title={SHOP_FORM_LABELS.finishes}>
      <Typography variant="body2" color="text.secondary">
        {SHOP_FORM_LABELS.finishesIntro}
      </Typography>
      {fields.map((row, index) => {
        const fixed = index === 0;
        const nameError = errorAt(formState.errors, `finishes.${index}.name`);
        return (
          <EditableRow key={row.id}>
            <TextField
              {...register(`finishes.${index}.name`)}
              label={SHOP_FORM_LABELS.finishName(index + 1)}
              error={Boolean(nameError)}
              helperText={nameError}
              slotProps={{ htmlInput: { readOnly: fixed } }}
              fullWidth
            />
            <ShopNumberField
              name={`finishes.${index}.adderPaisePerM2`}
              label={SHOP_FORM_LABELS.finishAdder(index + 1)}
              rupees
              suffix="/m²"
              disabled={fixed}
            />
            {!fixed && (
              <RemoveRowButton
                onClick={() => remove(index)}
                label={SHOP_FORM_LABELS.removeFinish(names?.[index]?.name ?? '')}
              />
            )}
          </EditableRow>
        );
      })}
      <RowsFooter
        listError={listError}
        addLabel={SHOP_FORM_LABELS.addFinish}
        onAdd={() => append({ name: '', adderPaisePerM2: 0 })}
        full={fields.length >= MAX_FINISHES}
      />
    </SettingsFieldset>
  );
}
