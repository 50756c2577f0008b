import { useQuery } from '@tanstack/react-query';
import type { QuotationView } from '@steelcut/domain/schemas/quotation';
import { api } from '../api-client';
import { quotationKeys } from './query-keys';

/** GET /quotations/{id}: one of the customer's quotations. */
export async function getQuotation(id: number): Promise<QuotationView> {
  return (await api.get<{ quotation: QuotationView }>(`/quotations/${id}`)).quotation;
}

export function useQuotation(id: number | null) {
  return useQuery({
    queryKey: quotationKeys.one(id ?? 0),
    queryFn: () => getQuotation(id!),
    enabled: id !== null && Number.isInteger(id) && id > 0,
  });
}
