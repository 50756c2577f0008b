import { addressLines } from '@steelcut/domain/address-lines';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { Address } from '../api/types';

type Props = { address: Address | null; pending: boolean; onCancel: () => void; onConfirm: () => void };

export function DeleteAddressDialog({ address, pending, onCancel, onConfirm }: Props) {
  return (
    <ConfirmDialog
      subject={address}
      title="Delete address?"
      text={(shown) => addressLines(shown).join(', ')}
      confirmLabel="Delete"
      danger
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
