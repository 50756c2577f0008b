import type { OrderView } from '@steelcut/domain/schemas/views';
import { downloadFile } from '../../../../lib/download-file';

/** GET /admin/orders/{id}/job.zip: the job sheet and every part's DXF, for the workshop. */
export function downloadJobPack(order: Pick<OrderView, 'id' | 'Order_No'>): Promise<void> {
  return downloadFile(`/admin/orders/${order.id}/job.zip`, `${order.Order_No}-job.zip`);
}
