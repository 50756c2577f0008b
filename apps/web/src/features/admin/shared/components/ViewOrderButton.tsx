import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import type { OrderView } from '@steelcut/domain/schemas/views';
import { paths } from '../../../../config/paths';
import { ADMIN_ORDER_LABELS } from '../lib/order-labels';

/** A row's 'View' link to the order's (or the lead's) page, named with its number for a screen reader. */
export function ViewOrderButton({ order, lead }: { order: Pick<OrderView, 'id' | 'Order_No'>; lead?: boolean }) {
  return (
    <Button
      size="small"
      variant="outlined"
      component={RouterLink}
      to={paths.admin.orderDetails.getHref(order.id)}
      aria-label={(lead ? ADMIN_ORDER_LABELS.viewLead : ADMIN_ORDER_LABELS.viewOrder)(order.Order_No)}
    >
      {ADMIN_ORDER_LABELS.view}
    </Button>
  );
}
