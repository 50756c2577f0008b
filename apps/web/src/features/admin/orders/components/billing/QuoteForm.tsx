import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useForm, useWatch } from 'react-hook-form';
import { BILLING_MSG, type BillingView, type SetQuoteBody } from '@steelcut/domain/schemas/billing';
import type { OrderView } from '@steelcut/domain/schemas/views';
import { SubmitButton } from '../../../../../components/SubmitButton';
import { ApiError, errorMessage } from '../../../../../lib/api-client';
import { BILLING_LABELS } from '../../../../../lib/billing/labels';
import { fieldProps } from '../../../../../lib/form-field';
import { useAdminPricing } from '../../../shared/api/get-pricing';
import { useSetQuote } from '../../api/set-quote';
import { QuoteFormSchema, type QuoteFormInput } from '../../lib/billing-forms';
import { ADMIN_BILLING_LABELS } from '../../lib/billing-labels';
import { paiseToRupees, rupeesToPaise } from '../../../shared/lib/pricing-form';
import { QuoteGstPreview } from './QuoteGstPreview';

const FIELDS = ['subtotalPaise', 'note'] as const;

type Props = { order: OrderView; billing: BillingView };

/** The shop's price for the order: a taxable value (starting from the estimate's) and a note. */
export function QuoteForm({ order, billing }: Props) {
  const pricing = useAdminPricing();
  const start = billing.quote ?? billing.estimate;
  const form = useForm<QuoteFormInput, unknown, SetQuoteBody>({
    resolver: zodResolver(QuoteFormSchema),
    // Follows a quote saved elsewhere (another tab, a push) without wiping what is being typed.
    values: {
      subtotalPaise: start ? paiseToRupees(start.subtotalPaise + start.deliveryPaise) : '',
      note: billing.quote?.note ?? '',
    },
    resetOptions: { keepDirtyValues: true },
  });
  const typed = rupeesToPaise(useWatch({ control: form.control, name: 'subtotalPaise' }));
  const save = useSetQuote(order.id);
  const { enqueueSnackbar } = useSnackbar();
  // The server refuses a quote until the shop has rates: its GSTIN and GST rate go on the invoice.
  const noRates = pricing.data === null;

  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (reply) => {
        enqueueSnackbar(reply.message || BILLING_MSG.quoteSaved, { variant: 'success' });
        form.reset({ subtotalPaise: paiseToRupees(body.subtotalPaise), note: body.note }, { keepDirtyValues: false });
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          for (const { field, message } of error.errors) {
            const name = FIELDS.find((key) => key === field.split('.').pop());
            if (name) form.setError(name, { message });
          }
        }
        enqueueSnackbar(errorMessage(error, BILLING_MSG.quoteFailed), { variant: 'error' });
      },
    }),
  );

  const amount = fieldProps(form, 'subtotalPaise');
  return (
    <Stack component="form" noValidate onSubmit={submit} aria-label={BILLING_LABELS.quote} spacing={1.5}>
      {noRates && <Alert severity="warning">{BILLING_MSG.quoteNeedsRates}</Alert>}
      <TextField
        {...amount}
        label={BILLING_LABELS.taxableValue}
        helperText={amount.helperText ?? BILLING_MSG.quoteHint}
        required
        margin="none"
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
          htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        }}
      />
      {pricing.data && typed > 0 && (
        <QuoteGstPreview
          pricing={pricing.data}
          subtotalPaise={typed}
          delivery={{ state: order.state, postalCode: order.postal_code }}
        />
      )}
      <TextField {...fieldProps(form, 'note')} label={ADMIN_BILLING_LABELS.note} multiline minRows={2} margin="none" />
      <SubmitButton
        pending={save.isPending}
        disabled={noRates}
        fullWidth={false}
        size="medium"
        sx={{ alignSelf: 'flex-start' }}
      >
        {ADMIN_BILLING_LABELS.saveQuote}
      </SubmitButton>
    </Stack>
  );
}
