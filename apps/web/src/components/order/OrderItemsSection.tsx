import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ORDER_MSG } from '@steelcut/domain/schemas/order';
import type { OrderItemView } from '@steelcut/domain/schemas/views';
import { EmptyState } from '../EmptyState';
import { OrderItemCard } from './OrderItemCard';

/** An order's parts, each drawn to scale with its specification and attachment. */
export function OrderItemsSection({ items }: { items: OrderItemView[] }) {
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
            <OrderItemCard key={item.id} item={item} index={index} />
          ))}
        </Stack>
      )}
    </section>
  );
}
