import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { formatRupees } from '@steelcut/domain/money';
import { BILLING_MSG, VoidPaymentBodySchema, type PaymentView } from '@steelcut/domain/schemas/billing';
import { ConfirmDialog } from '../../../../../components/ConfirmDialog';
import { ApiError, errorMessage } from '../../../../../lib/api-client';
import { fieldProps } from '../../../../../lib/form-field';
import { useVoidPayment } from '../../api/void-payment';
import { ADMIN_BILLING_LABELS } from '../../lib/billing-labels';

type Props = { orderId: number; payment: PaymentView | null; onClose: () => void };

/** Asks why before voiding a payment or refund; it stays on record, marked void. */
export function VoidPaymentDialog({ orderId, payment, onClose }: Props) {
  const { enqueueSnackbar } = useSnackbar();
  const voiding = useVoidPayment(orderId);
  const form = useForm({ resolver: zodResolver(VoidPaymentBodySchema), defaultValues: { reason: '' } });
  const refund = payment?.kind === 'refund';

  const close = () => {
    form.reset({ reason: '' });
    onClose();
  };
  const submit = form.handleSubmit(({ reason }) => {
    if (!payment) return;
    voiding.mutate(
      { paymentId: payment.id, reason },
      {
        onSuccess: (reply) => {
          enqueueSnackbar(reply.message || (refund ? BILLING_MSG.refundVoided : BILLING_MSG.paymentVoided), {
            variant: 'success',
          });
          close();
        },
        onError: (error) => {
          const field = error instanceof ApiError ? error.errors.find((e) => e.field.endsWith('reason')) : undefined;
          if (field) form.setError('reason', { message: field.message });
          enqueueSnackbar(errorMessage(error, BILLING_MSG.voidFailed), { variant: 'error' });
        },
      },
    );
  });

  return (
    <ConfirmDialog
      subject={payment}
      title={(shown) =>
        shown.kind === 'refund' ? ADMIN_BILLING_LABELS.voidRefundTitle : ADMIN_BILLING_LABELS.voidTitle
      }
      text={(shown) => (
        <>
          <strong>{formatRupees(shown.amountPaise)}</strong>
          {` · ${ADMIN_BILLING_LABELS.upiRef(shown.reference)}`}.{' '}
          {shown.kind === 'refund' ? BILLING_MSG.refundVoidExplained : BILLING_MSG.voidExplained}
        </>
      )}
      confirmLabel={ADMIN_BILLING_LABELS.void}
      cancelLabel={ADMIN_BILLING_LABELS.cancel}
      danger
      pending={voiding.isPending}
      onConfirm={() => void submit()}
      onCancel={close}
    >
      <TextField
        {...fieldProps(form, 'reason')}
        label={ADMIN_BILLING_LABELS.reason}
        required
        autoFocus
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
    </ConfirmDialog>
  );
}
