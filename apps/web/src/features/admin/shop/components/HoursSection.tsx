import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import { get, useController } from 'react-hook-form';
import { WEEKDAYS, type Weekday } from '@steelcut/domain/weekdays';
import { SHOP_LABELS } from '../lib/shop-labels';
import type { ShopSettingsForm } from './shop-form';
import { ShopSection } from './ShopSection';
import { ShopTextField } from './ShopTextField';

/** The days the shop works and its hours (one span for every open day). */
export function HoursSection({ form }: { form: ShopSettingsForm }) {
  const { field } = useController({ control: form.control, name: 'openingHours.days' });
  const days = field.value;
  const dayError = (get(form.formState.errors, 'openingHours.days') as { message?: unknown } | undefined)?.message;
  // Kept in the week's order, as the footer and search engines list them.
  const toggle = (day: Weekday, open: boolean) =>
    field.onChange(WEEKDAYS.filter((each) => (each === day ? open : days.includes(each))));

  return (
    <ShopSection title={SHOP_LABELS.hours}>
      <FormControl component="fieldset" error={Boolean(dayError)} sx={{ mt: 2 }}>
        <FormLabel component="legend">{SHOP_LABELS.days}</FormLabel>
        <FormGroup row>
          {WEEKDAYS.map((day) => (
            <FormControlLabel
              key={day}
              label={day}
              control={
                <Checkbox
                  checked={days.includes(day)}
                  onChange={(event) => toggle(day, event.target.checked)}
                  onBlur={field.onBlur}
                />
              }
            />
          ))}
        </FormGroup>
        {typeof dayError === 'string' && <FormHelperText>{dayError}</FormHelperText>}
      </FormControl>
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 6, sm: 4 }}>
          <ShopTextField
            form={form}
            name="openingHours.opens"
            label={SHOP_LABELS.opens}
            type="time"
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <ShopTextField
            form={form}
            name="openingHours.closes"
            label={SHOP_LABELS.closes}
            type="time"
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
      </Grid>
    </ShopSection>
  );
}
