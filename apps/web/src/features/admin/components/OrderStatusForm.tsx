import { useRef, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { ORDER_MSG, ORDER_STATUSES, type OrderStatus } from '@steelcut/domain/schemas/order';
import type { OrderView } from '@steelcut/domain/schemas/views';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateOrderStatus } from '../api/update-order-status';

/** SPEC section 4: any status may be chosen; 'Update' waits until the choice differs. */
export function OrderStatusForm({ order }: { order: OrderView }) {
  const current = order.status as OrderStatus;
  // The admin's pick until it is saved; the order's own status otherwise, also as it changes live.
  const [picked, setPicked] = useState<OrderStatus | null>(null);
  const chosen = picked ?? current;
  const update = useUpdateOrderStatus(order.id);
  const { enqueueSnackbar } = useSnackbar();
  const select = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(chosen, {
      onSuccess: (reply) => {
        setPicked(null);
        // 'Update' is disabled again: the keyboard goes back to the select rather than being lost.
        select.current?.focus();
        enqueueSnackbar(reply.message, { variant: 'success' });
      },
      onError: (error) => enqueueSnackbar(errorMessage(error, ORDER_MSG.updateStatusFailed), { variant: 'error' }),
    });
  };

  return (
    <Card component="section" aria-labelledby="status-title">
      <CardContent>
        <Typography id="status-title" variant="h6" component="h2" gutterBottom>
          Order status
        </Typography>
        <Stack component="form" onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
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
          <Button type="submit" variant="contained" disabled={chosen === current} loading={update.isPending}>
            Update
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
