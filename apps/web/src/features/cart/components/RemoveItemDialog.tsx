import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { CartLine } from '../../../lib/cart/cart-item';

type Props = {
  item: CartLine | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (item: CartLine) => void;
};

/** SPEC section 2 '/cart': removing an item asks first. */
export function RemoveItemDialog({ item, pending, onCancel, onConfirm }: Props) {
  return (
    <ConfirmDialog
      subject={item}
      title="Remove item?"
      text={(shown) =>
        `Remove ${shown.shape_name} (${shown.material_name}, ${shown.thickness} mm, quantity ${shown.quantity}) from your cart?`
      }
      confirmLabel="Remove"
      danger
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
