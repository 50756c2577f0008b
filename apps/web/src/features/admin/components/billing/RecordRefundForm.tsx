import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { BILLING_MSG, type RecordRefundBody } from '@steelcut/domain/schemas/billing';
import { SubmitButton } from '../../../../components/SubmitButton';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { todayIst } from '../../../../lib/dates';
import { fieldProps } from '../../../../lib/form-field';
import { useRecordRefund } from '../../api/record-refund';
import { RefundFormSchema, type RefundFormInput } from '../../billing-forms';
import { ADMIN_BILLING_LABELS } from '../../billing-labels';
import { paiseToRupees } from '../../pricing-form';

const FIELDS = ['amountPaise', 'reference', 'paidOn'] as const;

/** A refund starts at all that is due back, paid back today in India. */
const startValues = (refundDuePaise: number): RefundFormInput => ({
  amountPaise: refundDuePaise > 0 ? paiseToRupees(refundDuePaise) : '',
  reference: '',
  paidOn: todayIst(),
});

type Props = { orderId: number; refundDuePaise: number };

/** Records money paid back to the customer by UPI: at most what is due back, its reference and day. */
export function RecordRefundForm({ orderId, refundDuePaise }: Props) {
  const form = useForm<RefundFormInput, unknown, RecordRefundBody>({
    resolver: zodResolver(RefundFormSchema),
    defaultValues: startValues(refundDuePaise),
  });
  const record = useRecordRefund(orderId);
  const { enqueueSnackbar } = useSnackbar();

  const submit = form.handleSubmit((body) =>
    record.mutate(body, {
      // The card draws the form anew for the refund due that remains (its key).
      onSuccess: (reply) => enqueueSnackbar(reply.message || BILLING_MSG.refundRecorded, { variant: 'success' }),
      onError: (error) => {
        if (error instanceof ApiError) {
          for (const { field, message } of error.errors) {
            const name = FIELDS.find((key) => key === field.split('.').pop());
            if (name) form.setError(name, { message });
          }
        }
        enqueueSnackbar(errorMessage(error, BILLING_MSG.refundFailed), { variant: 'error' });
      },
    }),
  );

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={ADMIN_BILLING_LABELS.recordRefund}
      aria-describedby="refund-hint"
      spacing={2}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...fieldProps(form, 'amountPaise')}
            label={ADMIN_BILLING_LABELS.amount}
            required
            margin="none"
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
              htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
            }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...fieldProps(form, 'reference')}
            label={ADMIN_BILLING_LABELS.reference}
            required
            margin="none"
            slotProps={{ htmlInput: { maxLength: 60, autoComplete: 'off' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...fieldProps(form, 'paidOn')}
            label={ADMIN_BILLING_LABELS.refundedOn}
            type="date"
            required
            margin="none"
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: todayIst() } }}
          />
        </Grid>
      </Grid>
      <SubmitButton pending={record.isPending} fullWidth={false} size="medium" sx={{ alignSelf: 'flex-start' }}>
        {ADMIN_BILLING_LABELS.recordRefund}
      </SubmitButton>
    </Stack>
  );
}
