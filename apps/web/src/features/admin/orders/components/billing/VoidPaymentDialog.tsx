import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { formatRupees } from '@steelcut/domain/money';
import { BILLING_MSG, VoidPaymentBodySchema, type PaymentView } from '@steelcut/domain/schemas/billing';
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
  // Keeps the payment shown while the dialog fades out after `payment` went back to null.
  const [shown, setShown] = useState(payment);
  if (payment && payment !== shown) setShown(payment);
  const refund = shown?.kind === 'refund';

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
    <Dialog
      open={payment !== null}
      onClose={voiding.isPending ? undefined : close}
      aria-labelledby="void-payment-title"
      aria-describedby="void-payment-text"
      fullWidth
      maxWidth="xs"
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="void-payment-title">
          {refund ? ADMIN_BILLING_LABELS.voidRefundTitle : ADMIN_BILLING_LABELS.voidTitle}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id="void-payment-text">
            <strong>{shown && formatRupees(shown.amountPaise)}</strong>
            {shown && ` · ${ADMIN_BILLING_LABELS.upiRef(shown.reference)}`}.{' '}
            {refund ? BILLING_MSG.refundVoidExplained : BILLING_MSG.voidExplained}
          </DialogContentText>
          <TextField
            {...fieldProps(form, 'reason')}
            label={ADMIN_BILLING_LABELS.reason}
            required
            autoFocus
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={voiding.isPending}>
            {ADMIN_BILLING_LABELS.cancel}
          </Button>
          <Button type="submit" variant="contained" color="error" loading={voiding.isPending}>
            {ADMIN_BILLING_LABELS.void}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
