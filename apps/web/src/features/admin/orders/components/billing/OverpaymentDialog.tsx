import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { formatRupees } from '@steelcut/domain/money';
import { ADMIN_BILLING_LABELS } from '../../lib/billing-labels';

type Props = {
  /** The server's refusal, which names the paid total and the amount due; null: closed. */
  message: string | null;
  /** What the payment puts past the amount due. */
  excessPaise: number;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The server refused a payment past the amount due: the admin records it as an overpayment, or not. */
export function OverpaymentDialog({ message, excessPaise, pending, onConfirm, onCancel }: Props) {
  // Keeps the figures shown while the dialog fades out after `message` went back to null.
  const [shown, setShown] = useState({ message, excessPaise });
  if (message !== null && (message !== shown.message || excessPaise !== shown.excessPaise)) {
    setShown({ message, excessPaise });
  }
  return (
    <Dialog
      open={message !== null}
      onClose={pending ? undefined : onCancel}
      aria-labelledby="overpayment-title"
      aria-describedby="overpayment-text"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="overpayment-title">
        {ADMIN_BILLING_LABELS.overpaymentTitle(formatRupees(shown.excessPaise))}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="overpayment-text">{shown.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>
          {ADMIN_BILLING_LABELS.cancel}
        </Button>
        <Button variant="contained" onClick={onConfirm} loading={pending}>
          {ADMIN_BILLING_LABELS.confirmOverpayment}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
