import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useParams } from 'react-router';
import { ORDER_MSG } from '@steelcut/domain/schemas/order';
import { EmptyState } from '../../../components/EmptyState';
import { OrderItemsSection } from '../../../components/order/OrderItemsSection';
import { OrderOverview } from '../../../components/order/OrderOverview';
import { OrderTimeline } from '../../../components/order/OrderTimeline';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useAdminOrder, type AdminOrderDetail } from '../api/get-admin-order';
import { BillingSummaryCard } from '../components/billing/BillingSummaryCard';
import { EstimateCard } from '../components/billing/EstimateCard';
import { PaymentsCard } from '../components/billing/PaymentsCard';
import { QuoteCard } from '../components/billing/QuoteCard';
import { OrderMessagesCard } from '../components/OrderMessagesCard';
import { OrderStatusForm } from '../components/OrderStatusForm';
import { RetryAlert } from '../../../components/RetryAlert';

const crumbs = (label: string) => [{ label: 'Orders', to: paths.admin.orders.getHref() }, { label }];

function Details({ order, items, billing }: AdminOrderDetail) {
  return (
    <>
      <PageHeader title={`Order ${order.Order_No}`} breadcrumbs={crumbs(order.Order_No)} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <OrderOverview order={order} />
            <OrderItemsSection items={items} />
            <EstimateCard estimate={billing.estimate} items={items} />
            <QuoteCard order={order} billing={billing} />
            <PaymentsCard order={order} billing={billing} />
            <OrderTimeline history={billing.history} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={3}>
            <OrderStatusForm key={order.status} order={order} />
            <BillingSummaryCard order={order} />
            <OrderMessagesCard order={order} />
          </Stack>
        </Grid>
      </Grid>
    </>
  );
}

export default function AdminOrderDetailsPage() {
  const id = Number(useParams().orderId);
  const query = useAdminOrder(id);
  const header = <PageHeader title="Order Details" breadcrumbs={crumbs('Order Details')} />;
  const notFound = (
    <>
      {header}
      <EmptyState
        title={ORDER_MSG.notFound}
        action={
          <Button variant="contained" component={RouterLink} to={paths.admin.orders.getHref()}>
            Back to Orders
          </Button>
        }
      />
    </>
  );

  if (!(Number.isInteger(id) && id > 0)) return notFound;
  if (query.isPending)
    return (
      <>
        {header}
        <PageLoader />
      </>
    );
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return notFound;
    return (
      <>
        {header}
        <RetryAlert message={errorMessage(query.error, ORDER_MSG.noDetails)} onRetry={() => void query.refetch()} />
      </>
    );
  }
  return <Details {...query.data} />;
}
