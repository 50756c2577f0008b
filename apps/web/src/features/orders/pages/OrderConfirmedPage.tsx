import { useEffect } from 'react';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import QrCode2 from '@mui/icons-material/QrCode2';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { BILLING_MSG } from '@steelcut/domain/schemas/billing';
import { ORDER_MSG } from '@steelcut/domain/schemas/order';
import { PRICING_MSG } from '@steelcut/domain/schemas/pricing';
import { FigureRow } from '../../../components/order/AmountFigures';
import { PageHeader } from '../../../components/PageHeader';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth-store';
import { currentAmount } from '../../../lib/billing/amounts';
import { BILLING_LABELS } from '../../../lib/billing/labels';
import { useOrder } from '../../../lib/orders/get-order';
import type { OrderConfirmedState } from '../../../lib/order-confirmed';
import { PRICE_LABELS } from '../../../lib/pricing/labels';

const DEFAULT_NAME = 'User';

function readState(state: unknown): OrderConfirmedState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { orderNo, name, orderId, amountPaise } = state as Partial<Record<keyof OrderConfirmedState, unknown>>;
  if (typeof orderNo !== 'string' || !orderNo) return null;
  return {
    orderNo,
    name: typeof name === 'string' ? name : undefined,
    orderId: typeof orderId === 'number' ? orderId : undefined,
    amountPaise: typeof amountPaise === 'number' || amountPaise === null ? amountPaise : undefined,
  };
}

/**
 * What the order comes to (the estimate with GST at placing), or that the shop will quote it; what
 * the amount takes in (delivery) as the order stored it, once the order is read.
 */
function AmountToPay({ amountPaise, orderId }: { amountPaise: number | null; orderId?: number }) {
  // Nothing to explain about an amount the shop has still to quote.
  const order = useOrder(amountPaise === null ? 0 : (orderId ?? 0));
  if (amountPaise === null) {
    return (
      <Box sx={{ mb: 1.5 }}>
        <Typography sx={{ fontWeight: 600 }}>{PRICING_MSG.priceOnRequest}</Typography>
        <Typography variant="body2" color="text.secondary">
          {BILLING_MSG.quoteToFollow}
        </Typography>
      </Box>
    );
  }
  const reading = orderId !== undefined && order.isPending;
  const delivery = currentAmount(order.data?.billing ?? null)?.delivery ?? null;
  return (
    <Box sx={{ mb: 1.5 }}>
      <FigureRow label={PRICE_LABELS.amountToPay} paise={amountPaise} strong />
      {reading ? (
        <Skeleton variant="text" width="80%" />
      ) : (
        <Typography variant="caption" color="text.secondary">
          {BILLING_LABELS.amountIncludes(delivery)} If our team sends you a quote, pay that instead.
        </Typography>
      )}
    </Box>
  );
}

/** SPEC section 2: without the order number it says so and goes to /orders. */
function MissingOrderInfo() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    enqueueSnackbar(ORDER_MSG.infoNotFound, { variant: 'error' });
    void navigate(paths.orders.getHref(), { replace: true });
  }, [enqueueSnackbar, navigate]);
  return <Alert severity="error">{ORDER_MSG.infoNotFound}</Alert>;
}

export default function OrderConfirmedPage() {
  const location = useLocation();
  const { user } = useAuth();
  const info = readState(location.state);

  return (
    <>
      <PageHeader title="Order Confirmed" breadcrumbs={[{ label: 'Order Confirmed' }]} />
      {!info ? (
        <MissingOrderInfo />
      ) : (
        <Paper variant="outlined" sx={{ maxWidth: 640, mx: 'auto', p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <CheckCircleOutlined color="success" sx={{ fontSize: 64 }} aria-hidden />
          <Typography variant="h5" component="h2" sx={{ mt: 1 }}>
            Thank you, {info.name || user?.name || DEFAULT_NAME}!
          </Typography>
          <Typography sx={{ mt: 2 }}>Your order number is</Typography>
          <Typography
            variant="h5"
            component="p"
            data-testid="order-number"
            sx={{ fontWeight: 700, letterSpacing: '0.04em', wordBreak: 'break-all' }}
          >
            {info.orderNo}
          </Typography>
          <Typography sx={{ mt: 2 }}>Your order has been placed successfully.</Typography>
          <Typography color="text.secondary">
            Our team will contact you shortly to confirm the details and arrange delivery.
          </Typography>

          <Box
            component="section"
            aria-labelledby="how-to-pay-title"
            sx={{
              mt: 3,
              p: 2,
              bgcolor: 'grey.50',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              textAlign: 'left',
            }}
          >
            <Typography id="how-to-pay-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              How to pay
            </Typography>
            {info.amountPaise !== undefined && <AmountToPay amountPaise={info.amountPaise} orderId={info.orderId} />}
            <Typography variant="body2">
              Scan our UPI QR code with{' '}
              <Box component="strong" sx={{ whiteSpace: 'nowrap' }}>
                {info.orderNo}
              </Box>{' '}
              as the payment note, then share the payment screenshot with us in{' '}
              <Link component={RouterLink} to={paths.chats.getHref()} underline="always">
                chat
              </Link>
              .
            </Typography>
            <Button
              component={RouterLink}
              to={paths.paymentMethod.getHref(info.orderNo)}
              startIcon={<QrCode2 />}
              size="small"
              sx={{ mt: 1 }}
            >
              Open payment details
            </Button>
          </Box>

          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4, justifyContent: 'center' }}>
            <Button variant="contained" size="large" component={RouterLink} to={paths.orders.getHref()}>
              View My Orders
            </Button>
            <Button variant="outlined" size="large" component={RouterLink} to={paths.home.getHref()}>
              Back to Home
            </Button>
          </Stack>
        </Paper>
      )}
    </>
  );
}
