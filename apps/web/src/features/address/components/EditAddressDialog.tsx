import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useLastShown } from '../../../hooks/use-last-shown';
import type { Address } from '../api/types';
import { AddressForm } from './AddressForm';

type Props = { userId: number; address: Address | null; onClose: () => void };

/** The add-address form, filled in with a saved address; full screen on a phone. */
export function EditAddressDialog({ userId, address, onClose }: Props) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // Keeps the form while the dialog fades out after `address` went back to null.
  const shown = useLastShown(address);
  return (
    <Dialog
      open={address !== null}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="edit-address-title"
    >
      <DialogTitle id="edit-address-title">Edit Address</DialogTitle>
      <DialogContent>
        {shown && (
          // A new key per address: the form starts from that address's values.
          <AddressForm key={shown.id} userId={userId} address={shown} onSaved={onClose} onCancel={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}
