import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useParams } from 'react-router';
import { CHAT_MSG } from '@steelcut/domain/schemas/chat';
import { ORDER_MSG, ORDER_TYPE } from '@steelcut/domain/schemas/order';
import { DownloadButton } from '../../../../components/DownloadButton';
import { EmptyState } from '../../../../components/EmptyState';
import { CuttingSheets } from '../../../../components/order/CuttingSheets';
import { OrderItemsSection } from '../../../../components/order/OrderItemsSection';
import { OrderOverview } from '../../../../components/order/OrderOverview';
import { OrderTimeline } from '../../../../components/order/OrderTimeline';
import { CreditNotesCard } from '../../../../components/order/CreditNotesCard';
import { PageHeader } from '../../../../components/PageHeader';
import { PageLoader } from '../../../../components/PageLoader';
import { paths } from '../../../../config/paths';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { downloadJobPack } from '../api/download-job-pack';
import { useAdminOrder, type AdminOrderDetail } from '../api/get-admin-order';
import { useOrderSheets } from '../api/get-order-sheets';
import { BillingSummaryCard } from '../components/billing/BillingSummaryCard';
import { EstimateCard } from '../components/billing/EstimateCard';
import { PaymentsCard } from '../components/billing/PaymentsCard';
import { QuoteCard } from '../components/billing/QuoteCard';
import { OrderMessagesCard } from '../components/OrderMessagesCard';
import { LeadConvertPanel } from '../components/LeadConvertPanel';
import { OrderStatusForm } from '../components/OrderStatusForm';
import { ADMIN_ORDER_LABELS } from '../../shared/lib/order-labels';
import { RetryAlert } from '../../../../components/RetryAlert';

const crumbs = (label: string, lead = false) => [
  lead ? { label: 'Leads', to: paths.admin.leads.getHref() } : { label: 'Orders', to: paths.admin.orders.getHref() },
  { label },
];

/** A lead and an order share the page: a lead is converted here, an order has its status and job pack. */
function Details({ order, items, billing }: AdminOrderDetail) {
  const lead = order.order_type === ORDER_TYPE.lead;
  const sheets = useOrderSheets(order.id, !lead);
  return (
    <>
      <PageHeader
        title={lead ? ADMIN_ORDER_LABELS.leadTitle(order.Order_No) : `Order ${order.Order_No}`}
        breadcrumbs={crumbs(order.Order_No, lead)}
        actions={
          !lead && (
            <DownloadButton
              startIcon={<ArchiveOutlined />}
              download={() => downloadJobPack(order)}
              failMessage={CHAT_MSG.downloadFailed}
            >
              {ADMIN_ORDER_LABELS.jobPack}
            </DownloadButton>
          )
        }
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            {lead && <LeadConvertPanel lead={order} />}
            <OrderOverview order={order} />
            <CuttingSheets sheets={sheets.data?.sheets} items={items} />
            <OrderItemsSection order={order} items={items} />
            <EstimateCard estimate={billing.estimate} items={items} />
            <QuoteCard order={order} billing={billing} />
            <PaymentsCard order={order} billing={billing} />
            <OrderTimeline history={billing.history} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={3}>
            {!lead && <OrderStatusForm order={order} />}
            <BillingSummaryCard order={order} />
            <CreditNotesCard orderId={order.id} viewer="admin" />
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
