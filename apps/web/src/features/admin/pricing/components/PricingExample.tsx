import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { MATERIAL_NAMES } from '@steelcut/domain/materials';
import { toPricingDraft, type PricingForm, type PricingFormValues } from '../../shared/lib/pricing-form';
import { PRICING_LABELS } from '../../shared/lib/pricing-labels';
import {
  DEFAULT_EXAMPLE,
  EXAMPLE_QUANTITIES,
  EXAMPLE_SHAPES,
  EXAMPLE_THICKNESSES,
  exampleShapeLabel,
  workedExample,
  type ExamplePart,
} from '../lib/worked-example';
import { PRICING_MSG } from '@steelcut/domain/schemas/pricing';
import { PriceRows } from '../../../../components/PriceRows';
import { useShop } from '../../../../lib/shop';

const selectSlots = { select: { native: true }, inputLabel: { shrink: true } } as const;

type Choice = { key: keyof ExamplePart; label: string; options: { value: string; label: string }[] };

const CHOICES: Choice[] = [
  {
    key: 'slug',
    label: PRICING_LABELS.exampleShape,
    options: EXAMPLE_SHAPES.map((shape) => ({ value: shape.slug, label: exampleShapeLabel(shape) })),
  },
  {
    key: 'material',
    label: PRICING_LABELS.grade,
    options: MATERIAL_NAMES.map((name) => ({ value: name, label: name })),
  },
  {
    key: 'thicknessMm',
    label: PRICING_LABELS.thickness,
    options: EXAMPLE_THICKNESSES.map((mm) => ({ value: String(mm), label: `${mm} mm` })),
  },
  {
    key: 'quantity',
    label: PRICING_LABELS.quantity,
    options: EXAMPLE_QUANTITIES.map((n) => ({ value: String(n), label: String(n) })),
  },
];

/** One part priced live from the form's figures, each step shown: what a customer would pay. */
export function PricingExample({ form }: { form: PricingForm }) {
  const titleId = useId();
  const [part, setPart] = useState<ExamplePart>(DEFAULT_EXAMPLE);
  // Without a name, useWatch answers every field, defaults included.
  const values = useWatch({ control: form.control }) as PricingFormValues;
  const shopState = useShop().data?.address.state ?? '';
  const steps = workedExample({ ...toPricingDraft(values), shopState }, part);

  const choose = (key: keyof ExamplePart, value: string) =>
    setPart((current) => ({ ...current, [key]: key === 'slug' || key === 'material' ? value : Number(value) }));

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={titleId} variant="h6" component="h2">
        {PRICING_LABELS.example}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {PRICING_MSG.exampleIntro}
      </Typography>
      <Grid container columnSpacing={2}>
        {CHOICES.map(({ key, label, options }) => (
          <Grid key={key} size={key === 'slug' ? 12 : 4}>
            <TextField
              select
              label={label}
              value={String(part[key])}
              onChange={(event) => choose(key, event.target.value)}
              slotProps={selectSlots}
            >
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </TextField>
          </Grid>
        ))}
      </Grid>
      <Box sx={{ mt: 2 }}>
        {steps ? (
          <PriceRows
            rows={steps.map(({ label, working, value, strong }) => ({ term: label, detail: working, value, strong }))}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {PRICING_MSG.exampleIncomplete}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}
