import { useState } from 'react';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { Link as RouterLink, useParams } from 'react-router';
import type { BillingView } from '@steelcut/domain/schemas/billing';
import { ORDER_MSG } from '@steelcut/domain/schemas/order';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import { useOrder } from '../../../lib/orders/get-order';
import { useOrderSheets } from '../api/get-order-sheets';
import { useReorder, type ReorderReply } from '../api/reorder';
import type { Order, OrderItem } from '../api/types';
import { CuttingSheets } from '../../../components/order/CuttingSheets';
import { OrderItemsSection } from '../../../components/order/OrderItemsSection';
import { OrderOverview } from '../../../components/order/OrderOverview';
import { OrderTimeline } from '../../../components/order/OrderTimeline';
import { CreditNotesCard } from '../../../components/order/CreditNotesCard';
import { OrderPaymentCard } from '../components/OrderPaymentCard';
import { ReorderResult } from '../components/ReorderResult';
import { RetryAlert } from '../../../components/RetryAlert';

const crumbs = (label: string) => [{ label: 'My Orders', to: paths.orders.getHref() }, { label }];

function Message({ title }: { title: string }) {
  return (
    <>
      <PageHeader title="Order Details" breadcrumbs={crumbs('Order Details')} />
      <EmptyState
        title={title}
        action={
          <Button variant="contained" component={RouterLink} to={paths.orders.getHref()}>
            Back to My Orders
          </Button>
        }
      />
    </>
  );
}

function OrderDetails({ order, items, billing }: { order: Order; items: OrderItem[]; billing: BillingView | null }) {
  const sheets = useOrderSheets(order.id);
  const { user } = useAuth();
  const { enqueueSnackbar } = useSnackbar();
  const reorder = useReorder(user!.id);
  const [result, setResult] = useState<ReorderReply | null>(null);

  const orderAgain = () =>
    reorder.mutate(order.id, {
      onSuccess: (reply) => {
        setResult(reply);
        enqueueSnackbar(reply.message, { variant: reply.added > 0 ? 'success' : 'warning' });
      },
      onError: (error) => enqueueSnackbar(errorMessage(error, ORDER_MSG.reorderFailed), { variant: 'error' }),
    });

  return (
    <>
      <PageHeader
        title={`Order ${order.Order_No}`}
        breadcrumbs={crumbs(order.Order_No)}
        actions={
          items.length > 0 && (
            <Button variant="outlined" startIcon={<ReplayOutlined />} onClick={orderAgain} loading={reorder.isPending}>
              Order again
            </Button>
          )
        }
      />
      {result && <ReorderResult result={result} onClose={() => setResult(null)} />}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <OrderOverview order={order} />
            <Alert severity="info" icon={<ChatOutlined />}>
              {ORDER_MSG.cancelViaChat}{' '}
              <Link
                component={RouterLink}
                to={paths.chats.getHref(order.id)}
                underline="always"
                sx={{ fontWeight: 600 }}
              >
                Open chat
              </Link>
            </Alert>
            <CuttingSheets sheets={sheets.data?.sheets} items={items} />
            <OrderItemsSection order={order} items={items} />
            <CreditNotesCard orderId={order.id} viewer="customer" />
            {billing && <OrderTimeline history={billing.history} />}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <OrderPaymentCard order={order} billing={billing} />
        </Grid>
      </Grid>
    </>
  );
}

export default function OrderDetailsPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useOrder(id);

  if (!valid) return <Message title={ORDER_MSG.notFound} />;
  if (query.isPending) {
    return (
      <>
        <PageHeader title="Order Details" breadcrumbs={crumbs('Order Details')} />
        <PageLoader />
      </>
    );
  }
  if (query.isError) {
    const error = query.error;
    if (error instanceof ApiError && error.status === 404) return <Message title={ORDER_MSG.notFound} />;
    return (
      <>
        <PageHeader title="Order Details" breadcrumbs={crumbs('Order Details')} />
        <RetryAlert message={errorMessage(error, ORDER_MSG.unexpected)} onRetry={() => void query.refetch()} />
      </>
    );
  }
  const { order, items, billing } = query.data;
  if (!order) return <Message title={ORDER_MSG.noDetails} />;
  return <OrderDetails order={order} items={items} billing={billing} />;
}
