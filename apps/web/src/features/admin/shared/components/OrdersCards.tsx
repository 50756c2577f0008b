import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fact, FactGrid } from '../../../../components/FactGrid';
import { PaymentStatusChip } from '../../../../components/PaymentStatusChip';
import { StatusBadge } from '../../../../components/StatusBadge';
import { BILLING_LABELS } from '../../../../lib/billing/labels';
import { amountCell, contactLines, formatUsDate, MISSING } from '../lib/orders-table-format';
import { ADMIN_ORDER_LABELS } from '../lib/order-labels';
import { ExpressChip } from '../../../../components/ExpressChip';
import { DispatchByCell, isExpress, OrderNoLink, type OrdersListProps } from './OrdersTable';

/** Phones: the same facts as the table's row, one card per lead or order. */
export function OrdersCards({ label, orders, firstNumber, showStatus, dispatchMarkedAt, action }: OrdersListProps) {
  return (
    <Stack component="ul" spacing={1.5} aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {orders.map((order, index) => (
        <li key={order.id}>
          <Card
            variant="outlined"
            data-express={isExpress(order) || undefined}
            sx={isExpress(order) ? { borderLeft: 4, borderLeftColor: 'error.main' } : undefined}
          >
            <CardContent sx={{ display: 'grid', gap: 1.5 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
                <Typography component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                  {firstNumber + index}. <OrderNoLink order={order} />
                  <ExpressChip tier={order.lead_time} />
                </Typography>
                <PaymentStatusChip status={order.paymentStatus} />
              </Box>
              <FactGrid sx={{ typography: 'body2' }}>
                <Fact label="Customer Name">{order.customername || MISSING}</Fact>
                <Fact label="Mobile / Email">
                  {contactLines(order).map((line) => (
                    <Box key={line}>{line}</Box>
                  ))}
                </Fact>
                <Fact label="Quantity">{order.total_qty}</Fact>
                <Fact label={ADMIN_ORDER_LABELS.pieces}>{order.pieces}</Fact>
                <Fact label="Date">{formatUsDate(order.order_date)}</Fact>
                {dispatchMarkedAt !== undefined && (
                  <Fact label={ADMIN_ORDER_LABELS.dispatchBy}>
                    <DispatchByCell order={order} at={dispatchMarkedAt} />
                  </Fact>
                )}
                <Fact label={BILLING_LABELS.amount}>{amountCell(order)}</Fact>
                {showStatus && (
                  <Fact label="Status">
                    <StatusBadge status={order.status_name || order.status} />
                  </Fact>
                )}
              </FactGrid>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{action(order)}</Box>
            </CardContent>
          </Card>
        </li>
      ))}
    </Stack>
  );
}
