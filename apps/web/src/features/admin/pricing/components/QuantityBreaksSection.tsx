import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useFieldArray } from 'react-hook-form';
import { EMPTY_BREAK, type PricingForm } from '../../shared/lib/pricing-form';
import { PRICING_LABELS } from '../../shared/lib/pricing-labels';
import { PricingNumberField } from './PricingNumberField';
import { ListError, PricingSection } from './PricingSection';
import { PRICING_MAX_ROWS, PRICING_MSG } from '@steelcut/domain/schemas/pricing';

const BREAK_ROW_SX = {
  display: 'grid',
  gridTemplateColumns: '1fr 1fr auto',
  columnGap: 2,
  alignItems: 'start',
} as const;

/** From so many pieces, the line is this much cheaper; fewest pieces first. */
export function QuantityBreaksSection({ form }: { form: PricingForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'quantityBreaks' });
  return (
    <PricingSection title={PRICING_LABELS.breaks}>
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {PRICING_MSG.noBreaks}
        </Typography>
      )}
      {fields.map((field, index) => (
        <Box key={field.id} role="group" aria-label={PRICING_LABELS.breakRow(index + 1)} sx={BREAK_ROW_SX}>
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
          <IconButton aria-label={PRICING_LABELS.removeBreak(index + 1)} onClick={() => remove(index)} sx={{ mt: 3 }}>
            <DeleteOutlined />
          </IconButton>
        </Box>
      ))}
      <ListError form={form} name="quantityBreaks" />
      <Button
        startIcon={<AddOutlined />}
        onClick={() => append({ ...EMPTY_BREAK })}
        disabled={fields.length >= PRICING_MAX_ROWS}
        sx={{ mt: 1 }}
      >
        {PRICING_LABELS.addBreak}
      </Button>
    </PricingSection>
  );
}
