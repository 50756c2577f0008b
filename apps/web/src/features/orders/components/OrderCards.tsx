import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PaymentStatusChip } from '../../../components/PaymentStatusChip';
import { StatusBadge } from '../../../components/StatusBadge';
import { paths } from '../../../config/paths';
import { formatDateIst } from '../../../lib/dates';
import type { Order } from '../api/types';
import { BILLING_LABELS } from '../../../lib/billing/labels';
import { deliveryDateLabel } from '../lib/delivery-date';
import { orderAmountLabel } from '../lib/order-amount';

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {value}
      </Typography>
    </Box>
  );
}

/** Narrow screens: one card per order, each a link to its details. */
export function OrderCards({ orders }: { orders: Order[] }) {
  return (
    <Stack component="ul" spacing={1.5} aria-label="My orders" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {orders.map((order) => (
        <li key={order.id}>
          <Card>
            <CardActionArea component={RouterLink} to={paths.orderDetails.getHref(order.id)} sx={{ p: 2 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1 }}>
                <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{order.Order_No}</Typography>
                <StatusBadge status={order.status_name || order.status} />
              </Box>
              <Fact label="Order Date" value={formatDateIst(order.order_date)} />
              <Fact label="Total Items" value={order.total_qty} />
              <Fact label={BILLING_LABELS.amount} value={orderAmountLabel(order)} />
              <Fact label={BILLING_LABELS.payment} value={<PaymentStatusChip status={order.paymentStatus} />} />
              <Fact label="Delivery Date" value={deliveryDateLabel(order)} />
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Stack>
  );
}
