import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useFieldArray } from 'react-hook-form';
import { EMPTY_BAND, type PricingForm } from '../../shared/lib/pricing-form';
import { PRICING_LABELS } from '../../shared/lib/pricing-labels';
import { PricingNumberField } from './PricingNumberField';
import { ListError, PricingSection } from './PricingSection';
import { PRICING_MAX_ROWS } from '@steelcut/domain/schemas/pricing';

const ROW_SX = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr auto' },
  columnGap: 2,
  alignItems: 'start',
} as const;

/** Thickness bands, thinnest first: ₹ per metre cut and ₹ per pierce up to each thickness. */
export function CuttingBandsSection({ form }: { form: PricingForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'cutting' });
  return (
    <PricingSection title={PRICING_LABELS.cutting}>
      {fields.map((field, index) => (
        <Box key={field.id} role="group" aria-label={PRICING_LABELS.band(index + 1)} sx={ROW_SX}>
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
          <IconButton
            aria-label={PRICING_LABELS.removeBand(index + 1)}
            onClick={() => remove(index)}
            disabled={fields.length === 1}
            sx={{ mt: 3, justifySelf: 'start' }}
          >
            <DeleteOutlined />
          </IconButton>
        </Box>
      ))}
      <ListError form={form} name="cutting" />
      <Button
        startIcon={<AddOutlined />}
        onClick={() => append({ ...EMPTY_BAND })}
        disabled={fields.length >= PRICING_MAX_ROWS}
        sx={{ mt: 1 }}
      >
        {PRICING_LABELS.addBand}
      </Button>
    </PricingSection>
  );
}
