import Typography from '@mui/material/Typography';
import { useFieldArray } from 'react-hook-form';
import { EMPTY_BREAK, type PricingForm } from '../../shared/lib/pricing-form';
import { PRICING_LABELS } from '../../shared/lib/pricing-labels';
import { PricingNumberField } from './PricingNumberField';
import { AddRowButton, RemoveRowButton } from '../../shared/components/EditableRows';
import { FieldGrid, SettingsSection } from '../../shared/components/SettingsSection';
import { ListError } from './ListError';
import { PRICING_MAX_ROWS, PRICING_MSG } from '@steelcut/domain/schemas/pricing';

/** From so many pieces, the line is this much cheaper; fewest pieces first. */
export function QuantityBreaksSection({ form }: { form: PricingForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'quantityBreaks' });
  return (
    <SettingsSection title={PRICING_LABELS.breaks}>
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {PRICING_MSG.noBreaks}
        </Typography>
      )}
      {fields.map((field, index) => (
        <FieldGrid
          key={field.id}
          role="group"
          aria-label={PRICING_LABELS.breakRow(index + 1)}
          columns={{ xs: '1fr 1fr auto', sm: '1fr 1fr auto' }}
        >
          <PricingNumberField
            form={form}
            name={`quantityBreaks.${index}.minQuantity`}
            label={PRICING_LABELS.fromQuantity}
            suffix={PRICING_LABELS.pieces}
            whole
          />
          <PricingNumberField
            form={form}
            name={`quantityBreaks.${index}.discountPercent`}
            label={PRICING_LABELS.discount}
            suffix="%"
          />
          <RemoveRowButton label={PRICING_LABELS.removeBreak(index + 1)} onClick={() => remove(index)} sx={{ mt: 3 }} />
        </FieldGrid>
      ))}
      <ListError form={form} name="quantityBreaks" />
      <AddRowButton
        label={PRICING_LABELS.addBreak}
        onAdd={() => append({ ...EMPTY_BREAK })}
        full={fields.length >= PRICING_MAX_ROWS}
      />
    </SettingsSection>
  );
}
