import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { OrderView } from '@steelcut/domain/schemas/views';
import { CHAT_PAGE_LABELS } from '../messages';

type Props = {
  orders: readonly OrderView[];
  loading: boolean;
  value: number | null;
  onChange: (orderId: number | null) => void;
};

/** 'About order': General, or one of the customer's orders by Order_No. */
export function OrderSelect({ orders, loading, value, onChange }: Props) {
  const options: Pick<OrderView, 'id' | 'Order_No'>[] = [...orders];
  // An order named in the link still shows as chosen while (or if) the list does not hold it.
  if (value !== null && !orders.some((order) => order.id === value)) {
    options.push({ id: value, Order_No: CHAT_PAGE_LABELS.orderFallback(value) });
  }
  return (
    <TextField
      select
      size="small"
      margin="none"
      label={CHAT_PAGE_LABELS.aboutOrder}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      disabled={loading}
      sx={{ mb: 1.5, maxWidth: { sm: 320 } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{CHAT_PAGE_LABELS.general}</MenuItem>
      {options.map((order) => (
        <MenuItem key={order.id} value={String(order.id)}>
          {order.Order_No}
        </MenuItem>
      ))}
    </TextField>
  );
}
