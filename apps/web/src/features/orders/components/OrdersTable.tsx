import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PaymentStatusChip } from '../../../components/PaymentStatusChip';
import { StatusBadge } from '../../../components/StatusBadge';
import { paths } from '../../../config/paths';
import { formatDateIst } from '../../../lib/dates';
import type { Order } from '../api/types';
import { BILLING_LABELS } from '../../../lib/billing/labels';
import { deliveryDateLabel } from '../lib/delivery-date';
import { orderAmountLabel } from '../lib/order-amount';

/** Wide screens: one row per order; the whole row opens it, the order number is the keyboard's way in. */
export function OrdersTable({ orders }: { orders: Order[] }) {
  const navigate = useNavigate();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="My orders">
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 600, bgcolor: 'grey.50' } }}>
            <TableCell>Order No</TableCell>
            <TableCell>Order Date</TableCell>
            <TableCell align="right">Total Items</TableCell>
            <TableCell align="right">{BILLING_LABELS.amount}</TableCell>
            <TableCell>{BILLING_LABELS.payment}</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Delivery Date</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <TableRow
              key={order.id}
              hover
              onClick={() => void navigate(paths.orderDetails.getHref(order.id))}
              sx={{ cursor: 'pointer', '&:last-child td': { borderBottom: 0 } }}
            >
              <TableCell>
                <Link
                  component={RouterLink}
                  to={paths.orderDetails.getHref(order.id)}
                  onClick={(event) => event.stopPropagation()}
                  sx={{ fontWeight: 600 }}
                >
                  {order.Order_No}
                </Link>
              </TableCell>
              <TableCell>{formatDateIst(order.order_date)}</TableCell>
              <TableCell align="right">{order.total_qty}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {orderAmountLabel(order)}
              </TableCell>
              <TableCell>
                <PaymentStatusChip status={order.paymentStatus} />
              </TableCell>
              <TableCell>
                <StatusBadge status={order.status_name || order.status} />
              </TableCell>
              <TableCell>{deliveryDateLabel(order)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
