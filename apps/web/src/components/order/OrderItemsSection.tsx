import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ORDER_MSG } from '@steelcut/domain/schemas/order';
import type { OrderItemView, OrderView } from '@steelcut/domain/schemas/views';
import { EmptyState } from '../EmptyState';
import { OrderItemCard } from './OrderItemCard';

type Props = { order: Pick<OrderView, 'id' | 'Order_No'>; items: OrderItemView[] };

/** An order's parts, each drawn to scale with its specification, its DXF and attachment. */
export function OrderItemsSection({ order, items }: Props) {
  return (
    <section aria-labelledby="order-items-title">
      <Typography id="order-items-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Items
      </Typography>
      {items.length === 0 ? (
        <EmptyState title={ORDER_MSG.noItems} />
      ) : (
        <Stack spacing={2}>
          {items.map((item, index) => (
            <OrderItemCard key={item.id} order={order} item={item} index={index} />
          ))}
        </Stack>
      )}
    </section>
  );
}
