import TextField from '@mui/material/TextField';
import { useFieldArray, useWatch } from 'react-hook-form';
import { EditableRow, RemoveRowButton, RowsFooter } from '../../shared/components/EditableRows';
import { errorAt, listErrorAt } from './field-error';
import type { ShopSettingsForm } from './shop-form';
import { SettingsRowsSection } from '../../shared/components/SettingsSection';

/** ShopSettingsSchema's limit on couriers. */
const MAX_COURIERS = 30;

export const COURIER_LABELS = {
  title: 'Couriers',
  intro:
    'The couriers you pick from when an order is dispatched. Put {number} where the tracking number goes in the courier’s tracking page address; without it, the link opens the page and the customer types the number.',
  name: (row: number) => `Courier ${row} name`,
  trackingUrl: (row: number) => `Courier ${row} tracking page`,
  remove: (name: string) => `Remove ${name || 'this courier'}`,
  add: 'Add a courier',
} as const;

/** The shop's couriers and their tracking page addresses. */
export function CouriersSection({ form }: { form: ShopSettingsForm }) {
  const { control, register, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'couriers' });
  const rows = useWatch({ control, name: 'couriers' });
  const listError = listErrorAt(formState.errors, 'couriers');

  return (
    <SettingsRowsSection title={COURIER_LABELS.title} hint={COURIER_LABELS.intro}>
      {fields.map((row, index) => {
        const nameError = errorAt(formState.errors, `couriers.${index}.name`);
        const urlError = errorAt(formState.errors, `couriers.${index}.trackingUrl`);
        return (
          <EditableRow key={row.id}>
            <TextField
              {...register(`couriers.${index}.name`)}
              label={COURIER_LABELS.name(index + 1)}
              error={Boolean(nameError)}
              helperText={nameError}
              sx={{ minWidth: { sm: 220 } }}
            />
            <TextField
              {...register(`couriers.${index}.trackingUrl`)}
              label={COURIER_LABELS.trackingUrl(index + 1)}
              error={Boolean(urlError)}
              helperText={urlError}
              fullWidth
            />
            <RemoveRowButton onClick={() => remove(index)} label={COURIER_LABELS.remove(rows?.[index]?.name ?? '')} />
          </EditableRow>
        );
      })}
      <RowsFooter
        listError={listError}
        addLabel={COURIER_LABELS.add}
        onAdd={() => append({ name: '', trackingUrl: 'https://' })}
        full={fields.length >= MAX_COURIERS}
      />
    </SettingsRowsSection>
  );
}
