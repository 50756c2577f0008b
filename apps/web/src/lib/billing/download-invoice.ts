import { useMutation } from '@tanstack/react-query';
import type { OrderView } from '@steelcut/domain/schemas/views';
import { downloadFile } from '../download-file';

/** GET /order/{id}/invoice.pdf: the proforma until paid in full, then the tax invoice (the server decides). */
export function downloadInvoice(order: Pick<OrderView, 'id' | 'Order_No'>): Promise<void> {
  return downloadFile(`/order/${order.id}/invoice.pdf`, `${order.Order_No}.pdf`);
}

export function useDownloadInvoice(order: Pick<OrderView, 'id' | 'Order_No'>) {
  return useMutation({ mutationFn: () => downloadInvoice(order) });
}
