import type { PricingForm } from '../../shared/lib/pricing-form';
import { PRICING_LABELS } from '../../shared/lib/pricing-labels';
import { PricingNumberField } from './PricingNumberField';
import { FieldGrid, SettingsSection } from '../../shared/components/SettingsSection';
import { ListError } from './ListError';

/** ₹ per kg of plate, one rate for each stainless grade. */
export function MaterialRatesSection({ form }: { form: PricingForm }) {
  const grades = form.getValues('materials');
  return (
    <SettingsSection title={PRICING_LABELS.materials}>
      <FieldGrid>
        {grades.map(({ material }, index) => (
          <PricingNumberField
            key={material}
            form={form}
            name={`materials.${index}.perKg`}
            label={material}
            prefix="₹"
            suffix={PRICING_LABELS.perKg}
          />
        ))}
      </FieldGrid>
      <ListError form={form} name="materials" />
    </SettingsSection>
  );
}
