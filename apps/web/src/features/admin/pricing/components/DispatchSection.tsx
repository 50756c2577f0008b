import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useController, useFieldArray } from 'react-hook-form';
import type { OpeningHours } from '@steelcut/domain/pricing/lead-times';
import { LEAD_TIME_LIMITS, TIER_NAMES } from '@steelcut/domain/schemas/lead-times';
import { fieldProps } from '../../../../lib/form-field';
import type { PricingForm } from '../../shared/lib/pricing-form';
import { PRICING_LABELS } from '../../shared/lib/pricing-labels';
import { DispatchPreview } from './DispatchPreview';
import { PricingNumberField } from './PricingNumberField';
import { AddRowButton, RemoveRowButton } from '../../shared/components/EditableRows';
import { FieldGrid, SettingsSection } from '../../shared/components/SettingsSection';
import { ListError } from './ListError';

/** A tier's label, working days and surcharge; express can be switched off. */
function TierFields({ form, index }: { form: PricingForm; index: 0 | 1 }) {
  const tier = form.getValues(`leadTimes.${index}.tier`);
  const { field: offered } = useController({ control: form.control, name: `leadTimes.${index}.offered` });
  const off = tier === 'express' && !offered.value;
  return (
    <Box role="group" aria-label={PRICING_LABELS.tier(TIER_NAMES[tier])} sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3">
        {PRICING_LABELS.tier(TIER_NAMES[tier])}
      </Typography>
      {tier === 'express' && (
        <FormControlLabel
          label={PRICING_LABELS.offerExpress}
          control={
            <Checkbox
              checked={offered.value}
              onChange={(event) => offered.onChange(event.target.checked)}
              onBlur={offered.onBlur}
            />
          }
        />
      )}
      {!off && (
        <FieldGrid columns={{ xs: '1fr 1fr', sm: '2fr 1fr 1fr' }}>
          <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
            <TextField
              {...fieldProps(form, `leadTimes.${index}.label`)}
              label={PRICING_LABELS.tierLabel}
              fullWidth
              slotProps={{ htmlInput: { maxLength: 40 } }}
            />
          </Box>
          <PricingNumberField
            form={form}
            name={`leadTimes.${index}.workingDays`}
            label={PRICING_LABELS.workingDays}
            suffix={PRICING_LABELS.days}
            whole
          />
          <PricingNumberField
            form={form}
            name={`leadTimes.${index}.surchargePercent`}
            label={PRICING_LABELS.tierSurcharge}
            suffix="%"
          />
        </FieldGrid>
      )}
    </Box>
  );
}

/** The days off: each a date, added and removed. */
function HolidayFields({ form }: { form: PricingForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'holidays' });
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3">
        {PRICING_LABELS.holidays}
      </Typography>
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {PRICING_LABELS.noHolidays}
        </Typography>
      )}
      {fields.map((field, index) => (
        <Box key={field.id} sx={{ display: 'flex', gap: 1, alignItems: 'start', mt: 1 }}>
          <TextField
            {...fieldProps(form, `holidays.${index}.day`)}
            type="date"
            label={PRICING_LABELS.holiday(index + 1)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <RemoveRowButton
            label={PRICING_LABELS.removeHoliday(index + 1)}
            onClick={() => remove(index)}
            sx={{ mt: 1 }}
          />
        </Box>
      ))}
      <ListError form={form} name="holidays" />
      <AddRowButton
        label={PRICING_LABELS.addHoliday}
        onAdd={() => append({ day: '' })}
        full={fields.length >= LEAD_TIME_LIMITS.maxHolidays}
      />
    </Box>
  );
}

/**
 * How fast the shop dispatches: the tiers customers choose from, the day's cut-off for orders,
 * holidays, and how long a quotation holds; with the dates an order placed now would get.
 */
export function DispatchSection({ form, hours }: { form: PricingForm; hours: OpeningHours | undefined }) {
  return (
    <SettingsSection title={PRICING_LABELS.dispatch}>
      <TierFields form={form} index={0} />
      <TierFields form={form} index={1} />
      <ListError form={form} name="leadTimes" />
      <FieldGrid sx={{ mt: 2 }}>
        <TextField
          {...fieldProps(form, 'cutOffTime')}
          {...(!form.formState.errors.cutOffTime &&
            hours && { helperText: PRICING_LABELS.cutOffHint(hours.opens, hours.closes) })}
          type="time"
          label={PRICING_LABELS.cutOff}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <PricingNumberField
          form={form}
          name="quoteValidityDays"
          label={PRICING_LABELS.quoteValidity}
          suffix={PRICING_LABELS.days}
          whole
        />
      </FieldGrid>
      <HolidayFields form={form} />
      {hours && <DispatchPreview form={form} hours={hours} />}
    </SettingsSection>
  );
}
