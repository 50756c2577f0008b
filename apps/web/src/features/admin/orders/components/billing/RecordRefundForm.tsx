import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { BILLING_MSG, type RecordRefundBody } from '@steelcut/domain/schemas/billing';
import { SubmitButton } from '../../../../../components/SubmitButton';
import { ApiError, errorMessage } from '../../../../../lib/api-client';
import { todayIst } from '../../../../../lib/dates';
import { fieldProps } from '../../../../../lib/form-field';
import { useRecordRefund } from '../../api/record-refund';
import { RefundFormSchema, type RefundFormInput } from '../../lib/billing-forms';
import { ADMIN_BILLING_LABELS } from '../../lib/billing-labels';
import { MovementFields } from './MovementFields';
import { paiseToRupees } from '../../../shared/lib/pricing-form';

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
      <MovementFields
        amount={fieldProps(form, 'amountPaise')}
        reference={fieldProps(form, 'reference')}
        day={fieldProps(form, 'paidOn')}
        dayLabel={ADMIN_BILLING_LABELS.refundedOn}
      />
      <SubmitButton pending={record.isPending} fullWidth={false} size="medium" sx={{ alignSelf: 'flex-start' }}>
        {ADMIN_BILLING_LABELS.recordRefund}
      </SubmitButton>
    </Stack>
  );
}
