import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { CartLine } from '../../../lib/cart/cart-item';

type Props = {
  item: CartLine | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (item: CartLine) => void;
};

/** SPEC section 2 '/cart': removing an item asks first. */
export function RemoveItemDialog({ item, pending, onCancel, onConfirm }: Props) {
  // Keeps the text while the dialog fades out after the item is gone.
  const [shown, setShown] = useState(item);
  if (item && item !== shown) setShown(item);

  return (
    <Dialog
      open={item !== null}
      onClose={pending ? undefined : onCancel}
      aria-labelledby="remove-item-title"
      aria-describedby="remove-item-text"
    >
      <DialogTitle id="remove-item-title">Remove item?</DialogTitle>
      <DialogContent>
        <DialogContentText id="remove-item-text">
          {shown &&
            `Remove ${shown.shape_name} (${shown.material_name}, ${shown.thickness} mm, quantity ${shown.quantity}) from your cart?`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending} autoFocus>
          Cancel
        </Button>
        <Button color="error" variant="contained" loading={pending} onClick={() => item && onConfirm(item)}>
          Remove
        </Button>
      </DialogActions>
    </Dialog>
  );
}
