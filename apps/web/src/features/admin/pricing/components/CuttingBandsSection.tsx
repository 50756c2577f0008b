import { useFieldArray } from 'react-hook-form';
import { EMPTY_BAND, type PricingForm } from '../../shared/lib/pricing-form';
import { PRICING_LABELS } from '../../shared/lib/pricing-labels';
import { PricingNumberField } from './PricingNumberField';
import { AddRowButton, RemoveRowButton } from '../../shared/components/EditableRows';
import { FieldGrid, SettingsSection } from '../../shared/components/SettingsSection';
import { ListError } from './ListError';
import { PRICING_MAX_ROWS } from '@steelcut/domain/schemas/pricing';

/** Thickness bands, thinnest first: ₹ per metre cut and ₹ per pierce up to each thickness. */
export function CuttingBandsSection({ form }: { form: PricingForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'cutting' });
  return (
    <SettingsSection title={PRICING_LABELS.cutting}>
      {fields.map((field, index) => (
        <FieldGrid
          key={field.id}
          role="group"
          aria-label={PRICING_LABELS.band(index + 1)}
          columns={{ xs: '1fr 1fr', sm: '1fr 1fr 1fr auto' }}
        >
          <PricingNumberField form={form} name={`cutting.${index}.upToMm`} label={PRICING_LABELS.upTo} suffix="mm" />
          <PricingNumberField
            form={form}
            name={`cutting.${index}.perMetre`}
            label={PRICING_LABELS.perMetre}
            prefix="₹"
            suffix="/m"
          />
          <PricingNumberField
            form={form}
            name={`cutting.${index}.perPierce`}
            label={PRICING_LABELS.perPierce}
            prefix="₹"
          />
          <RemoveRowButton
            label={PRICING_LABELS.removeBand(index + 1)}
            onClick={() => remove(index)}
            disabled={fields.length === 1}
            sx={{ mt: 3, justifySelf: 'start' }}
          />
        </FieldGrid>
      ))}
      <ListError form={form} name="cutting" />
      <AddRowButton
        label={PRICING_LABELS.addBand}
        onAdd={() => append({ ...EMPTY_BAND })}
        full={fields.length >= PRICING_MAX_ROWS}
      />
    </SettingsSection>
  );
}
