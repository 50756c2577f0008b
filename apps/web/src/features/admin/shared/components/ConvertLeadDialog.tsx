import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useSnackbar } from 'notistack';
import { ORDER_MSG } from '@steelcut/domain/schemas/order';
import type { OrderView } from '@steelcut/domain/schemas/views';
import { errorMessage } from '../../../../lib/api-client';
import { useConvertLead } from '../api/convert-lead';

type Props = { lead: OrderView | null; onClose: () => void };

/** Asks before turning a lead into an order; the outcome is a toast either way. */
export function ConvertLeadDialog({ lead, onClose }: Props) {
  const { enqueueSnackbar } = useSnackbar();
  const convert = useConvertLead();
  // Keeps the order number while the dialog fades out after `lead` went back to null.
  const [shown, setShown] = useState(lead);
  if (lead && lead !== shown) setShown(lead);

  const confirm = () => {
    if (!lead) return;
    convert.mutate(lead.id, {
      onSuccess: (reply) =>
        enqueueSnackbar(reply.message || ORDER_MSG.converted(lead.Order_No), { variant: 'success' }),
      onError: (error) => enqueueSnackbar(errorMessage(error, ORDER_MSG.convertFailed), { variant: 'error' }),
      onSettled: onClose,
    });
  };

  return (
    <Dialog
      open={lead !== null}
      onClose={convert.isPending ? undefined : onClose}
      aria-labelledby="convert-lead-title"
      aria-describedby="convert-lead-text"
    >
      <DialogTitle id="convert-lead-title">Confirm Conversion</DialogTitle>
      <DialogContent>
        <DialogContentText id="convert-lead-text">
          Are you sure you want to convert this to Order? <strong>{shown?.Order_No}</strong>
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={convert.isPending}>
          Cancel
        </Button>
        <Button onClick={confirm} variant="contained" loading={convert.isPending}>
          Convert
        </Button>
      </DialogActions>
    </Dialog>
  );
}
