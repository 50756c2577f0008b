import { useQuery } from '@tanstack/react-query';
import type { OrderCreditNote } from '@steelcut/domain/schemas/returns';
import { api } from '../api-client';
import { downloadFile } from '../download-file';
import { orderKeys } from '../order-query-keys';

/** Under the order's own key, so whatever refreshes the order (a cancellation) refreshes these. */
const creditNotesKey = (orderId: number, viewer: 'customer' | 'admin') => [
  ...(viewer === 'admin' ? orderKeys.adminOrder(orderId) : orderKeys.customerOrder(orderId)),
  'credit-notes',
];

/** GET /credit-notes?orderId=: the order's GST credit notes, oldest first (none from a server that sends none). */
export async function getCreditNotes(orderId: number): Promise<OrderCreditNote[]> {
  return (await api.get<{ creditNotes?: OrderCreditNote[] }>(`/credit-notes?orderId=${orderId}`)).creditNotes ?? [];
}

export function useCreditNotes(orderId: number, viewer: 'customer' | 'admin') {
  return useQuery({ queryKey: creditNotesKey(orderId, viewer), queryFn: () => getCreditNotes(orderId) });
}

/** GET /credit-notes/{id}/credit-note.pdf */
export const downloadCreditNote = (note: Pick<OrderCreditNote, 'id' | 'number'>) =>
  downloadFile(`/credit-notes/${note.id}/credit-note.pdf`, `${note.number.replaceAll('/', '-')}.pdf`);
