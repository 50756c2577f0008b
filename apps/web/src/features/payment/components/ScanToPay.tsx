import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { orderIdOfOrderNo } from '@steelcut/domain/order-no';
import { BILLING_MSG, type BillingView } from '@steelcut/domain/schemas/billing';
import { PRICING_MSG } from '@steelcut/domain/schemas/pricing';
import type { OrderView } from '@steelcut/domain/schemas/views';
import { FigureRow } from '../../../components/order/AmountFigures';
import { UpiPayment } from '../../../components/UpiPayment';
import { paths } from '../../../config/paths';
import { amountDue, currentAmount } from '../../../lib/billing/amounts';
import { BILLING_LABELS } from '../../../lib/billing/labels';
import { PRICE_LABELS } from '../../../lib/pricing/labels';
import { useOrder } from '../../../lib/orders/get-order';

/** Where the amount is, when this page does not know the order. */
function AmountOnYourOrder() {
  return (
    <>
      The amount to pay is on your order, in{' '}
      <Link component={RouterLink} to={paths.orders.getHref()} underline="always">
        My Orders
      </Link>
      .
    </>
  );
}

/** Without an order: the shop's QR, and where the amount is. */
function AnyOrder() {
  return (
    <>
      <UpiPayment />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2, textAlign: 'center' }}>
        Please write your order number in the payment note. <AmountOnYourOrder />
      </Typography>
    </>
  );
}

/**
 * What is still due on the order, as far as it is known yet; before any payment, what the amount
 * takes in (delivery) as the order's estimate or quote has it.
 */
function Due({ order, billing, loading }: { order: OrderView | null; billing: BillingView | null; loading: boolean }) {
  if (loading) return <Skeleton variant="text" width="70%" sx={{ fontSize: '1.25rem' }} />;
  if (!order) {
    return (
      <Typography variant="body2" color="text.secondary">
        <AmountOnYourOrder />
      </Typography>
    );
  }
  const due = amountDue(order);
  if (due !== null) {
    return (
      <>
        <FigureRow label={PRICE_LABELS.amountToPay} paise={due} strong />
        {order.paidPaise === 0 && (
          <Typography variant="caption" color="text.secondary" component="p">
            {BILLING_LABELS.amountIncludes(currentAmount(billing)?.delivery ?? null)}
          </Typography>
        )}
      </>
    );
  }
  return (
    <>
      <Typography sx={{ fontWeight: 600 }}>{PRICING_MSG.priceOnRequest}</Typography>
      <Typography variant="body2" color="text.secondary">
        {BILLING_MSG.quoteToFollow}
      </Typography>
    </>
  );
}

/**
 * The 'Scan to Pay' card's content. Reached from an order (?order=<Order_No>), the order is read
 * from the server (an amount is never taken from the address): the QR then carries what is due.
 */
export function ScanToPay({ orderNo }: { orderNo?: string }) {
  const id = orderNo ? (orderIdOfOrderNo(orderNo) ?? 0) : 0;
  const order = useOrder(id);
  if (!orderNo) return <AnyOrder />;
  const loading = id > 0 && order.isPending;
  const read = order.data?.order;
  // Only the order the number names, and only the customer's own (the server answers 404 otherwise).
  const found = read && read.Order_No.toUpperCase() === orderNo.toUpperCase() ? read : null;
  const due = found ? amountDue(found) : null;
  return (
    <>
      <Box sx={{ mb: 2 }} aria-busy={loading}>
        <Typography variant="overline" color="text.secondary" component="p">
          Order {found?.Order_No ?? orderNo}
        </Typography>
        <Due order={found} billing={found ? (order.data?.billing ?? null) : null} loading={loading} />
      </Box>
      {due === 0 ? (
        <Alert severity="success">{BILLING_MSG.paidInFull}</Alert>
      ) : (
        <UpiPayment orderNo={found?.Order_No ?? orderNo} amountPaise={due} />
      )}
    </>
  );
}
