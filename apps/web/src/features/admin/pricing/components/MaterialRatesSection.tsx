import Grid from '@mui/material/Grid';
import type { PricingForm } from '../../shared/lib/pricing-form';
import { PRICING_LABELS } from '../../shared/lib/pricing-labels';
import { PricingNumberField } from './PricingNumberField';
import { ListError, PricingSection } from './PricingSection';

/** ₹ per kg of plate, one rate for each stainless grade. */
export function MaterialRatesSection({ form }: { form: PricingForm }) {
  const grades = form.getValues('materials');
  return (
    <PricingSection title={PRICING_LABELS.materials}>
      <Grid container columnSpacing={2}>
        {grades.map(({ material }, index) => (
          <Grid key={material} size={{ xs: 12, sm: 6 }}>
            <PricingNumberField
              form={form}
              name={`materials.${index}.perKg`}
              label={material}
              prefix="₹"
              suffix={PRICING_LABELS.perKg}
            />
          </Grid>
        ))}
      </Grid>
      <ListError form={form} name="materials" />
    </PricingSection>
  );
}
