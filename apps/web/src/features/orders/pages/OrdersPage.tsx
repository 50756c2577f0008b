import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ORDER_MSG, ORDERS_PAGE_SIZE } from '@steelcut/domain/schemas/order';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import { useOrders } from '../api/get-orders';
import { OrderCards } from '../components/OrderCards';
import { OrdersTable } from '../components/OrdersTable';
import { ListPagination } from '../../../components/ListPagination';
import { RetryAlert } from '../../../components/RetryAlert';

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export default function OrdersPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const orders = useOrders(user?.id, page);
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });

  const goTo = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const header = <PageHeader title="My Orders" breadcrumbs={[{ label: 'My Orders' }]} />;
  if (orders.isPending) {
    return (
      <>
        {header}
        <PageLoader />
      </>
    );
  }
  if (orders.isError) {
    return (
      <>
        {header}
        <RetryAlert
          message={errorMessage(orders.error, ORDER_MSG.ordersFetchFailed)}
          onRetry={() => void orders.refetch()}
        />
      </>
    );
  }

  const { orders: list, total, totalPages } = orders.data;
  if (list.length === 0) {
    return (
      <>
        {header}
        <EmptyState
          title={ORDER_MSG.noOrders}
          description={page > 1 ? undefined : 'Your orders will appear here once you place one.'}
          icon={<ReceiptLongOutlined sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />}
          action={
            page > 1 ? (
              <Button onClick={() => goTo(1)}>Back to the first page</Button>
            ) : (
              <Button variant="contained" component={RouterLink} to={paths.home.getHref()}>
                Choose a shape
              </Button>
            )
          }
        />
      </>
    );
  }

  const first = (page - 1) * ORDERS_PAGE_SIZE + 1;
  const last = first + list.length - 1;
  return (
    <>
      {header}
      <Box sx={{ opacity: orders.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
        {narrow ? <OrderCards orders={list} /> : <OrdersTable orders={list} />}
      </Box>
      <ListPagination
        label="Orders"
        page={page}
        totalPages={totalPages}
        first={first}
        last={last}
        total={total}
        onPage={goTo}
      />
    </>
  );
}
