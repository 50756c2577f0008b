import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import type { OrderView } from '@steelcut/domain/schemas/views';
import { dispatchMark } from '@steelcut/domain/dispatch/dispatch-mark';
import { DispatchMarkChip } from '../../../../components/DispatchMarkChip';
import { ExpressChip } from '../../../../components/ExpressChip';
import { PaymentStatusChip } from '../../../../components/PaymentStatusChip';
import { StatusBadge } from '../../../../components/StatusBadge';
import { BILLING_LABELS } from '../../../../lib/billing/labels';
import { paths } from '../../../../config/paths';
import { ADMIN_ORDER_LABELS } from '../lib/order-labels';
import { amountCell, contactLines, dispatchByCell, formatUsDate, MISSING } from '../lib/orders-table-format';

export type OrdersListProps = {
  label: string;
  orders: OrderView[];
  /** S.No of the first row: the list is paged. */
  firstNumber: number;
  showStatus?: boolean;
  /** When set, a 'Dispatch by' column, each order still to dispatch marked due today or late at this time. */
  dispatchMarkedAt?: number;
  action: (order: OrderView) => ReactNode;
};

/** An express order's row or card carries a red stripe at its start, beside its chip. */
export const isExpress = (order: Pick<OrderView, 'lead_time'>) => order.lead_time === 'express';

/** The date, and below it 'Due today' or 'Late' while the order waits to be dispatched. */
export function DispatchByCell({ order, at }: { order: OrderView; at: number }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {dispatchByCell(order)}
      </Box>
      <DispatchMarkChip mark={dispatchMark(order, at)} />
    </Box>
  );
}

const EXPRESS_STRIPE = 'inset 4px 0 0 #d32f2f';
const ORDER_NO_STACK = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 0.5,
  '& .MuiChip-root': { ml: 0 },
} as const;

/** The order number opens the lead's or order's page. */
export function OrderNoLink({ order }: { order: Pick<OrderView, 'id' | 'Order_No'> }) {
  return (
    <Link component={RouterLink} to={paths.admin.orderDetails.getHref(order.id)} sx={{ fontWeight: 600 }}>
      {order.Order_No}
    </Link>
  );
}

/** One row per lead or order, from tablets up; scrolls sideways inside its frame when it must. */
export function OrdersTable({ label, orders, firstNumber, showStatus, dispatchMarkedAt, action }: OrdersListProps) {
  const dispatchColumn = dispatchMarkedAt !== undefined;
  return (
    <TableContainer component={Paper} variant="outlined" role="region" tabIndex={0} aria-label={label}>
      <Table
        aria-label={label}
        size="small"
        sx={{ minWidth: 960, '& td, & th': { py: 1.25, px: 1 }, '& td:first-of-type, & th:first-of-type': { pl: 2 } }}
      >
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 600, bgcolor: 'grey.50', whiteSpace: 'nowrap' } }}>
            <TableCell>S.No</TableCell>
            <TableCell>Order No</TableCell>
            <TableCell>Customer Name</TableCell>
            <TableCell>Mobile / Email</TableCell>
            <TableCell align="right">Quantity</TableCell>
            <TableCell align="right">{ADMIN_ORDER_LABELS.pieces}</TableCell>
            <TableCell>Date</TableCell>
            {dispatchColumn && <TableCell>{ADMIN_ORDER_LABELS.dispatchBy}</TableCell>}
            <TableCell align="right">{BILLING_LABELS.amount}</TableCell>
            <TableCell>{BILLING_LABELS.payment}</TableCell>
            {showStatus && <TableCell>Status</TableCell>}
            <TableCell>Action</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order, index) => (
            <TableRow
              key={order.id}
              data-express={isExpress(order) || undefined}
              sx={{
                '&:last-child td': { borderBottom: 0 },
                ...(isExpress(order) && { '& td:first-of-type': { boxShadow: EXPRESS_STRIPE } }),
              }}
            >
              <TableCell>{firstNumber + index}</TableCell>
              <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {/* The chip under the number keeps the column narrow: twelve columns share the row. */}
                <Box sx={ORDER_NO_STACK}>
                  <OrderNoLink order={order} />
                  <ExpressChip tier={order.lead_time} />
                </Box>
              </TableCell>
              <TableCell>{order.customername || MISSING}</TableCell>
              <TableCell>
                {contactLines(order).map((line) => (
                  <Typography key={line} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {line}
                  </Typography>
                ))}
              </TableCell>
              <TableCell align="right">{order.total_qty}</TableCell>
              <TableCell align="right">{order.pieces}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatUsDate(order.order_date)}</TableCell>
              {dispatchColumn && (
                <TableCell>
                  <DispatchByCell order={order} at={dispatchMarkedAt} />
                </TableCell>
              )}
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {amountCell(order)}
              </TableCell>
              <TableCell>
                <PaymentStatusChip status={order.paymentStatus} />
              </TableCell>
              {showStatus && (
                <TableCell>
                  <StatusBadge status={order.status_name || order.status} />
                </TableCell>
              )}
              <TableCell>
                <Box sx={{ display: 'flex', gap: 1, whiteSpace: 'nowrap' }}>{action(order)}</Box>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
