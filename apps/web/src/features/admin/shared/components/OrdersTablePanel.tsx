import type { ReactNode } from 'react';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useSearchParams } from 'react-router';
import { PAYMENT_STATUSES } from '@steelcut/domain/schemas/billing';
import { ORDER_STATUSES } from '@steelcut/domain/schemas/order';
import type { OrdersPage, OrderView } from '@steelcut/domain/schemas/views';
import { EmptyState } from '../../../../components/EmptyState';
import { PageLoader } from '../../../../components/PageLoader';
import { errorMessage } from '../../../../lib/api-client';
import { ORDERS_TABLE_MSG, useOrdersTable, type OrdersTableFilters, type OrderType } from '../api/get-orders-table';
import { OrdersCards } from './OrdersCards';
import { OrdersTable } from './OrdersTable';
import { ListPagination } from '../../../../components/ListPagination';
import { OrdersTableToolbar } from './OrdersTableToolbar';
import { ExportCsvButton } from './ExportCsvButton';
import { RetryAlert } from '../../../../components/RetryAlert';

type Filters = Omit<OrdersTableFilters, 'orderType'>;

// The filters live in the URL, so the back button from an order returns to the same page of the list.
// A sortable list (the orders) is by dispatch date unless the URL says newest first.
function filtersFrom(params: URLSearchParams, sortable: boolean): Filters {
  const page = Number(params.get('page'));
  const status = params.get('status');
  const payment = params.get('paymentStatus');
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    search: params.get('search')?.trim() ?? '',
    status: ORDER_STATUSES.find((value) => value === status) ?? 'All',
    payment: PAYMENT_STATUSES.find((value) => value === payment) ?? 'All',
    ...(sortable && { sort: params.get('sort') === 'newest' ? 'newest' : 'dispatch' }),
  };
}

function paramsFrom({ page, search, status, payment, sort }: Filters): Record<string, string> {
  return {
    ...(page > 1 && { page: String(page) }),
    ...(search && { search }),
    ...(status !== 'All' && { status }),
    ...(payment !== 'All' && { paymentStatus: payment }),
    ...(sort === 'newest' && { sort }),
  };
}

type Props = {
  label: string;
  orderType: OrderType;
  statusFilter?: boolean;
  /** The orders screen: sorted by dispatch date or newest first, with a 'Dispatch by' column. */
  sortable?: boolean;
  action: (order: OrderView) => ReactNode;
  /** Said above the list once it is loaded, from its answer. */
  notice?: (answer: OrdersPage) => ReactNode;
};

/** Search, optional status filter, payment filter, the table and its pages: the leads and orders screens both. */
export function OrdersTablePanel({ label, orderType, statusFilter, sortable = false, action, notice }: Props) {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params, sortable);
  const table = useOrdersTable({ orderType, ...filters });
  // Phones get one card per row instead of a table scrolled sideways.
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });

  const update = (change: Partial<Filters>, replace = false) =>
    setParams((current) => paramsFrom({ ...filtersFrom(current, sortable), page: 1, ...change }), { replace });
  const goTo = (page: number) => {
    update({ page });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const body = () => {
    if (table.isPending) return <PageLoader />;
    if (table.isError) {
      return (
        <RetryAlert
          message={errorMessage(table.error, ORDERS_TABLE_MSG.fetchFailed)}
          onRetry={() => void table.refetch()}
        />
      );
    }
    const { orders, total, totalCapped, totalPages, page, limit } = table.data;
    if (orders.length === 0) {
      return (
        <EmptyState
          title={ORDERS_TABLE_MSG.empty}
          icon={<SearchOffOutlined sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />}
          action={filters.page > 1 && <Button onClick={() => goTo(1)}>Back to the first page</Button>}
        />
      );
    }
    // Numbered from the page the rows came from: the previous page stays on screen while the next loads.
    const first = (page - 1) * limit + 1;
    const list = {
      label,
      orders,
      firstNumber: first,
      showStatus: statusFilter,
      // Marked at the answer's time, which a refetch (focus, a change) moves on.
      dispatchMarkedAt: sortable ? table.dataUpdatedAt : undefined,
      action,
    };
    return (
      <Box aria-busy={table.isPlaceholderData} sx={{ opacity: table.isPlaceholderData ? 0.6 : 1 }}>
        {narrow ? <OrdersCards {...list} /> : <OrdersTable {...list} />}
        <ListPagination
          siblingCount={0}
          label={label}
          page={filters.page}
          totalPages={totalPages}
          first={first}
          last={first + orders.length - 1}
          total={total}
          totalCapped={totalCapped}
          onPage={goTo}
        />
      </Box>
    );
  };

  return (
    <>
      {table.data && notice?.(table.data)}
      <OrdersTableToolbar
        searchLabel={`Search ${label.toLowerCase()}`}
        search={filters.search}
        status={statusFilter ? filters.status : undefined}
        payment={filters.payment}
        sort={filters.sort}
        onSort={(sort) => update({ sort })}
        onSearch={(search) => update({ search }, true)}
        onStatus={(status) => update({ status })}
        onPayment={(payment) => update({ payment })}
        onClear={() => update({ search: '', status: 'All', payment: 'All' })}
        endAction={
          <ExportCsvButton
            filters={{
              orderType,
              search: filters.search,
              status: statusFilter ? filters.status : 'All',
              payment: filters.payment,
            }}
          />
        }
      />
      {body()}
    </>
  );
}
