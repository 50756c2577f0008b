import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useController } from 'react-hook-form';
import { WEEKDAYS, type Weekday } from '@steelcut/domain/weekdays';
import { SHOP_LABELS } from '../lib/shop-labels';
import { FieldGrid, SettingsSection } from '../../shared/components/SettingsSection';
import { listErrorAt } from './field-error';
import type { ShopSettingsForm } from './shop-form';
import { ShopTextField } from './ShopTextField';

const TIME_FIELD = { type: 'time', slotProps: { inputLabel: { shrink: true } } } as const;

/** The days the shop works and its hours (one span for every open day). */
export function HoursSection({ form }: { form: ShopSettingsForm }) {
  const { field } = useController({ control: form.control, name: 'openingHours.days' });
  const days = field.value;
  const dayError = listErrorAt(form.formState.errors, 'openingHours.days');
  // Kept in the week's order, as the footer and search engines list them.
  const toggle = (day: Weekday, open: boolean) =>
    field.onChange(WEEKDAYS.filter((each) => (each === day ? open : days.includes(each))));

  return (
    <SettingsSection title={SHOP_LABELS.hours}>
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
        {dayError && <FormHelperText>{dayError}</FormHelperText>}
      </FormControl>
      <FieldGrid columns={{ xs: '1fr 1fr', sm: '1fr 1fr 1fr' }}>
        <ShopTextField name="openingHours.opens" label={SHOP_LABELS.opens} {...TIME_FIELD} />
        <ShopTextField name="openingHours.closes" label={SHOP_LABELS.closes} {...TIME_FIELD} />
      </FieldGrid>
    </SettingsSection>
  );
}
