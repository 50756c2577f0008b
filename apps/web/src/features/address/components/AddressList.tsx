import { useState } from 'react';
import Grid from '@mui/material/Grid';
import { useSnackbar } from 'notistack';
import { ADDRESS_MSG } from '@steelcut/domain/schemas/address';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteAddress } from '../api/delete-address';
import { useSetDefaultAddress } from '../api/set-default-address';
import type { Address } from '../api/types';
import { AddressCard } from './AddressCard';
import { DeleteAddressDialog } from './DeleteAddressDialog';
import { EditAddressDialog } from './EditAddressDialog';

type Props = {
  userId: number;
  addresses: Address[];
  selectedId: number | null;
  onSelect: (id: number) => void;
};

/** The saved addresses as a radio group of cards, with set-default, edit and a confirmed delete. */
export function AddressList({ userId, addresses, selectedId, onSelect }: Props) {
  const { enqueueSnackbar } = useSnackbar();
  const setDefault = useSetDefaultAddress(userId);
  const remove = useDeleteAddress(userId);
  const [toDelete, setToDelete] = useState<Address | null>(null);
  const [toEdit, setToEdit] = useState<Address | null>(null);
  const busy = setDefault.isPending || remove.isPending;

  const makeDefault = (address: Address) =>
    setDefault.mutate(address.id, {
      onSuccess: (reply) => {
        enqueueSnackbar(reply.message || ADDRESS_MSG.defaultSet, { variant: 'success' });
        onSelect(address.id);
      },
      onError: (error) => enqueueSnackbar(errorMessage(error, ADDRESS_MSG.setDefaultFailed), { variant: 'error' }),
    });

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: (reply) => enqueueSnackbar(reply.message || ADDRESS_MSG.deleted, { variant: 'success' }),
      onError: (error) => enqueueSnackbar(errorMessage(error, ADDRESS_MSG.deleteFailed), { variant: 'error' }),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <>
      <Grid container spacing={2} role="radiogroup" aria-label="Saved addresses">
        {addresses.map((address) => (
          <Grid key={address.id} size={{ xs: 12, sm: 6 }}>
            <AddressCard
              address={address}
              selected={address.id === selectedId}
              busy={busy}
              onSelect={() => onSelect(address.id)}
              onMakeDefault={() => makeDefault(address)}
              onEdit={() => setToEdit(address)}
              onDelete={() => setToDelete(address)}
            />
          </Grid>
        ))}
      </Grid>
      <EditAddressDialog userId={userId} address={toEdit} onClose={() => setToEdit(null)} />
      <DeleteAddressDialog
        address={toDelete}
        pending={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
