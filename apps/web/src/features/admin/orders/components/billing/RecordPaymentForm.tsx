import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { formatRupees } from '@steelcut/domain/money';
import { BILLING_MSG, type RecordPaymentBody } from '@steelcut/domain/schemas/billing';
import type { MessageView } from '@steelcut/domain/schemas/chat';
import type { OrderView } from '@steelcut/domain/schemas/views';
import { ConfirmDialog } from '../../../../../components/ConfirmDialog';
import { SubmitButton } from '../../../../../components/SubmitButton';
import { ApiError, errorMessage } from '../../../../../lib/api-client';
import { amountDue } from '../../../../../lib/billing/amounts';
import { todayIst } from '../../../../../lib/dates';
import { fieldProps } from '../../../../../lib/form-field';
import { useRecordPayment } from '../../api/record-payment';
import { PaymentFormSchema, type PaymentFormInput } from '../../lib/billing-forms';
import { ADMIN_BILLING_LABELS } from '../../lib/billing-labels';
import { MovementFields } from './MovementFields';
import { paiseToRupees } from '../../../shared/lib/pricing-form';
import { ScreenshotField } from './ScreenshotField';

const FIELDS = ['amountPaise', 'reference', 'paidOn', 'messageId'] as const;

/** A new payment starts at what is still due, paid today in India. */
function startValues(order: Pick<OrderView, 'amountPaise' | 'paidPaise'>): PaymentFormInput {
  const due = amountDue(order);
  return { amountPaise: due ? paiseToRupees(due) : '', reference: '', paidOn: todayIst(), messageId: '' };
}

type Props = { order: OrderView; screenshots: MessageView[]; screenshotsPending: boolean };

/** A payment the server refused as past the amount due, waiting for the admin's word. */
type Unconfirmed = { body: RecordPaymentBody; message: string; excessPaise: number };

/** Records money received by UPI: amount, the UPI reference, the day, and the screenshot's message. */
export function RecordPaymentForm({ order, screenshots, screenshotsPending }: Props) {
  const form = useForm<PaymentFormInput, unknown, RecordPaymentBody>({
    resolver: zodResolver(PaymentFormSchema),
    defaultValues: startValues(order),
  });
  const record = useRecordPayment(order.id);
  const { enqueueSnackbar } = useSnackbar();
  const [unconfirmed, setUnconfirmed] = useState<Unconfirmed | null>(null);

  const send = (body: RecordPaymentBody) =>
    record.mutate(body, {
      onSuccess: (reply) => {
        setUnconfirmed(null);
        enqueueSnackbar(reply.message || BILLING_MSG.paymentRecorded, { variant: 'success' });
        form.reset(startValues(reply.order));
      },
      onError: (error) => {
        setUnconfirmed(null);
        // Past the amount due: the admin says whether it really is an overpayment.
        if (error instanceof ApiError && error.code === 'OVERPAYMENT' && !body.confirmOverpayment) {
          const excessPaise = order.paidPaise + body.amountPaise - (order.amountPaise ?? 0);
          setUnconfirmed({ body, message: error.message, excessPaise });
          return;
        }
        if (error instanceof ApiError) {
          for (const { field, message } of error.errors) {
            const name = FIELDS.find((key) => key === field.split('.').pop());
            if (name) form.setError(name, { message });
          }
        }
        enqueueSnackbar(errorMessage(error, BILLING_MSG.paymentFailed), { variant: 'error' });
      },
    });
  const submit = form.handleSubmit(send);

  return (
    <Stack component="form" noValidate onSubmit={submit} aria-label={ADMIN_BILLING_LABELS.recordPayment} spacing={2}>
      <MovementFields
        amount={fieldProps(form, 'amountPaise')}
        reference={fieldProps(form, 'reference')}
        day={fieldProps(form, 'paidOn')}
        dayLabel={ADMIN_BILLING_LABELS.paidOn}
      >
        <Grid size={{ xs: 12, sm: 6 }}>
          <ScreenshotField control={form.control} messages={screenshots} pending={screenshotsPending} />
        </Grid>
      </MovementFields>
      <SubmitButton pending={record.isPending} fullWidth={false} size="medium" sx={{ alignSelf: 'flex-start' }}>
        {ADMIN_BILLING_LABELS.recordPayment}
      </SubmitButton>
      <ConfirmDialog
        subject={unconfirmed}
        title={({ excessPaise }) => ADMIN_BILLING_LABELS.overpaymentTitle(formatRupees(excessPaise))}
        text={({ message }) => message}
        confirmLabel={ADMIN_BILLING_LABELS.confirmOverpayment}
        cancelLabel={ADMIN_BILLING_LABELS.cancel}
        pending={record.isPending}
        onConfirm={({ body }) => send({ ...body, confirmOverpayment: true })}
        onCancel={() => setUnconfirmed(null)}
      />
    </Stack>
  );
}
