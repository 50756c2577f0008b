import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Address } from '../api/types';
import { addressLines } from '@steelcut/domain/address-lines';

type Props = { address: Address | null; pending: boolean; onCancel: () => void; onConfirm: () => void };

export function DeleteAddressDialog({ address, pending, onCancel, onConfirm }: Props) {
  // Keeps the text while the dialog fades out after `address` went back to null.
  const [shown, setShown] = useState(address);
  if (address && address !== shown) setShown(address);
  return (
    <Dialog open={address !== null} onClose={pending ? undefined : onCancel} aria-labelledby="delete-address-title">
      <DialogTitle id="delete-address-title">Delete address?</DialogTitle>
      <DialogContent>
        <DialogContentText>{shown ? addressLines(shown).join(', ') : ''}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" loading={pending}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
