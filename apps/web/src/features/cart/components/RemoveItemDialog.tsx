import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { plateOf } from '@steelcut/domain/part-wire';
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
        `Remove ${shown.shape_name} (${plateOf(shown).material}, ${plateOf(shown).thicknessMm} mm, quantity ${shown.quantity}) from your cart?`
      }
      confirmLabel="Remove"
      danger
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
