import { ORDER_TYPE } from '@steelcut/domain/schemas/order';
import { downloadFile } from '../../../../lib/download-file';
import type { OrdersTableFilters } from './get-orders-table';

export type ExportFilters = Omit<OrdersTableFilters, 'page'>;

/** GET /admin/orders/export.csv: every row the table's filters match, not one page. */
export function exportOrdersCsvPath({ orderType, search, status, payment }: ExportFilters): string {
  const query = new URLSearchParams({ orderType: String(orderType) });
  if (search) query.set('search', search);
  if (status !== 'All') query.set('status', status);
  if (payment !== 'All') query.set('paymentStatus', payment);
  return `/admin/orders/export.csv?${query}`;
}

export function exportOrdersCsv(filters: ExportFilters): Promise<void> {
  const name = filters.orderType === ORDER_TYPE.lead ? 'leads.csv' : 'orders.csv';
  return downloadFile(exportOrdersCsvPath(filters), name);
}
