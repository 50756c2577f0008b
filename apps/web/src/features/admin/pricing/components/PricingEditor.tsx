import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { useForm, type FieldPath } from 'react-hook-form';
import { PRICING_MSG, type Pricing } from '@steelcut/domain/schemas/pricing';
import { SubmitButton } from '../../../../components/SubmitButton';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { useSavePricing } from '../api/save-pricing';
import { useShop } from '../../../../lib/shop';
import { toFormValues, type PricingContext, type PricingFormValues } from '../../shared/lib/pricing-form';
import { PRICING_LABELS } from '../../shared/lib/pricing-labels';
import { pricingResolver, serverFieldOf } from '../lib/pricing-resolver';
import { CuttingBandsSection } from './CuttingBandsSection';
import { DispatchSection } from './DispatchSection';
import { MaterialRatesSection } from './MaterialRatesSection';
import { PricingExample } from './PricingExample';
import { QuantityBreaksSection } from './QuantityBreaksSection';
import { ShopTaxSection } from './ShopTaxSection';

/** The whole rate table in rupees, checked by the domain's PricingSchema, beside a worked example. */
export function PricingEditor({ pricing }: { pricing: Pricing | null }) {
  // The cut-off is checked against the opening hours the shop settings hold.
  const hours = useShop().data?.openingHours;
  const form = useForm<PricingFormValues, PricingContext, Pricing>({
    resolver: pricingResolver,
    defaultValues: toFormValues(pricing),
    context: hours,
  });
  const save = useSavePricing();
  const { enqueueSnackbar } = useSnackbar();

  const submit = form.handleSubmit((table) =>
    save.mutate(table, {
      onSuccess: (reply) => {
        form.reset(toFormValues(reply.pricing));
        enqueueSnackbar(reply.message || PRICING_MSG.saved, { variant: 'success' });
      },
      onError: (error) => {
        // The server checks the same schema; its field errors go under their fields.
        const fieldErrors = error instanceof ApiError ? error.errors : [];
        fieldErrors.forEach(({ field, message }, index) =>
          form.setError(
            serverFieldOf(field) as FieldPath<PricingFormValues>,
            { type: 'server', message },
            { shouldFocus: index === 0 },
          ),
        );
        enqueueSnackbar(errorMessage(error, PRICING_MSG.saveFailed), { variant: 'error' });
      },
    }),
  );
  const formError = form.formState.errors.root?.message;

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7, lg: 8 }}>
        {pricing === null && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {PRICING_MSG.notSaved}
          </Alert>
        )}
        <Box component="form" noValidate aria-label={PRICING_LABELS.form} onSubmit={submit}>
          <Stack spacing={2}>
            {formError && <Alert severity="error">{formError}</Alert>}
            <MaterialRatesSection form={form} />
            <CuttingBandsSection form={form} />
            <QuantityBreaksSection form={form} />
            <ShopTaxSection form={form} />
            <DispatchSection form={form} hours={hours} />
            <Box>
              <SubmitButton pending={save.isPending} fullWidth={false}>
                {PRICING_LABELS.save}
              </SubmitButton>
            </Box>
          </Stack>
        </Box>
      </Grid>
      <Grid size={{ xs: 12, md: 5, lg: 4 }}>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
          <PricingExample form={form} />
        </Box>
      </Grid>
    </Grid>
  );
}
