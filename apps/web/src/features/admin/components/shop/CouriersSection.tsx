import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFieldArray, useWatch } from 'react-hook-form';
import { errorAt, listErrorAt } from './field-error';
import type { ShopSettingsForm } from './shop-form';
import { ShopSection } from './ShopSection';

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
    <ShopSection title={COURIER_LABELS.title}>
      <Stack spacing={2} sx={{ mt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {COURIER_LABELS.intro}
        </Typography>
        {fields.map((row, index) => {
          const nameError = errorAt(formState.errors, `couriers.${index}.name`);
          const urlError = errorAt(formState.errors, `couriers.${index}.trackingUrl`);
          return (
            <Stack
              key={row.id}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'flex-start' } }}
            >
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
              <IconButton
                onClick={() => remove(index)}
                aria-label={COURIER_LABELS.remove(rows?.[index]?.name ?? '')}
                sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}
              >
                <DeleteIcon />
              </IconButton>
            </Stack>
          );
        })}
        {listError && (
          <Typography variant="body2" color="error" role="alert">
            {listError}
          </Typography>
        )}
        <div>
          <Button
            startIcon={<AddIcon />}
            onClick={() => append({ name: '', trackingUrl: 'https://' })}
            disabled={fields.length >= MAX_COURIERS}
          >
            {COURIER_LABELS.add}
          </Button>
        </div>
      </Stack>
    </ShopSection>
  );
}
