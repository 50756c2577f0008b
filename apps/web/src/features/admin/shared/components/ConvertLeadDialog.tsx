import { useSnackbar } from 'notistack';
import { ORDER_MSG } from '@steelcut/domain/schemas/order';
import type { OrderView } from '@steelcut/domain/schemas/views';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { errorMessage } from '../../../../lib/api-client';
import { useConvertLead } from '../api/convert-lead';

type Props = { lead: OrderView | null; onClose: () => void };

/** Asks before turning a lead into an order; the outcome is a toast either way. */
export function ConvertLeadDialog({ lead, onClose }: Props) {
  const { enqueueSnackbar } = useSnackbar();
  const convert = useConvertLead();

  const confirm = (confirmed: OrderView) =>
    convert.mutate(confirmed.id, {
      onSuccess: (reply) =>
        enqueueSnackbar(reply.message || ORDER_MSG.converted(confirmed.Order_No), { variant: 'success' }),
      onError: (error) => enqueueSnackbar(errorMessage(error, ORDER_MSG.convertFailed), { variant: 'error' }),
      onSettled: onClose,
    });

  return (
    <ConfirmDialog
      subject={lead}
      title="Confirm Conversion"
      text={(shown) => (
        <>
          Are you sure you want to convert this to Order? <strong>{shown.Order_No}</strong>
        </>
      )}
      confirmLabel="Convert"
      pending={convert.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
