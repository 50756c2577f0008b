import { useRef, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import {
  ORDER_MSG,
  ORDER_STATUSES,
  SENT_STATUSES,
  StatusChangeBodySchema,
  type OrderStatus,
  type StatusChangeBody,
} from '@steelcut/domain/schemas/order';
import type { OrderView } from '@steelcut/domain/schemas/views';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { TrackingFields, type TrackingDraft } from './TrackingFields';

type TrackingErrors = Partial<Record<keyof TrackingDraft, string>>;

/**
 * SPEC section 4: any status may be chosen; 'Update' waits until the choice differs. Choosing
 * Dispatched shows the courier and tracking number beside the select (both may stay empty); on a
 * sent order they can be added or corrected later with 'Save tracking'.
 */
export function OrderStatusForm({ order }: { order: OrderView }) {
  const current = order.status as OrderStatus;
  // The admin's pick until it is saved; the order's own status otherwise, also as it changes live.
  const [picked, setPicked] = useState<OrderStatus | null>(null);
  const chosen = picked ?? current;
  const saved: TrackingDraft = { courier: order.courier ?? '', trackingNumber: order.tracking_number ?? '' };
  const [draft, setDraft] = useState<TrackingDraft | null>(null);
  const tracking = draft ?? saved;
  const [errors, setErrors] = useState<TrackingErrors>({});
  const update = useUpdateOrderStatus(order.id);
  const { enqueueSnackbar } = useSnackbar();
  const select = useRef<HTMLInputElement>(null);
  // The server's question when money is still due on an order about to be dispatched.
  const [unpaid, setUnpaid] = useState<{ body: StatusChangeBody; message: string } | null>(null);

  const showTracking = chosen === 'Dispatched' || (chosen === current && SENT_STATUSES.includes(current));
  const trackingChanged =
    showTracking &&
    (tracking.courier.trim() !== saved.courier || tracking.trackingNumber.trim() !== saved.trackingNumber);
  const correcting = chosen === current && showTracking;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (chosen === current && !trackingChanged) return;
    // Unchanged fields are left out: SPEC's `{ status }` alone keeps the order's courier and number.
    const parsed = StatusChangeBodySchema.safeParse({ status: chosen, ...(trackingChanged ? tracking : {}) });
    if (!parsed.success) {
      const field = (issue: (typeof parsed.error.issues)[number]) =>
        issue.path[0] === 'trackingNumber' ? 'trackingNumber' : 'courier';
      return setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [field(issue), issue.message])));
    }
    setErrors({});
    send(parsed.data);
  };

  const send = (body: StatusChangeBody) =>
    update.mutate(body, {
      onSuccess: (reply) => {
        setUnpaid(null);
        setPicked(null);
        setDraft(null);
        // 'Update' is disabled again: the keyboard goes back to the select rather than being lost.
        select.current?.focus();
        enqueueSnackbar(reply.message, { variant: 'success' });
      },
      onError: (error) => {
        setUnpaid(null);
        if (error instanceof ApiError && error.code === 'UNPAID_DISPATCH' && !body.confirmUnpaid)
          return setUnpaid({ body, message: error.message });
        enqueueSnackbar(errorMessage(error, ORDER_MSG.updateStatusFailed), { variant: 'error' });
      },
    });

  return (
    <Card component="section" aria-labelledby="status-title">
      <CardContent>
        <Typography id="status-title" variant="h6" component="h2" gutterBottom>
          Order status
        </Typography>
        <Stack component="form" onSubmit={submit} direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <TextField
            select
            label="Status"
            inputRef={select}
            value={chosen}
            onChange={(event) => setPicked(event.target.value as OrderStatus)}
            sx={{ minWidth: 200 }}
            size="small"
          >
            {ORDER_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {status}
              </MenuItem>
            ))}
          </TextField>
          {showTracking && <TrackingFields value={tracking} errors={errors} onChange={setDraft} />}
          <Button type="submit" variant="contained" disabled={chosen === current} loading={update.isPending}>
            Update
          </Button>
          {correcting && (
            <Button variant="outlined" onClick={() => submit()} disabled={!trackingChanged} loading={update.isPending}>
              Save tracking
            </Button>
          )}
        </Stack>
        <ConfirmDialog
          subject={unpaid}
          title={ORDER_MSG.dispatchUnpaidTitle}
          text={({ message }) => message}
          confirmLabel={ORDER_MSG.dispatchAnyway}
          pending={update.isPending}
          onConfirm={({ body }) => send({ ...body, confirmUnpaid: true })}
          onCancel={() => setUnpaid(null)}
        />
      </CardContent>
    </Card>
  );
}
