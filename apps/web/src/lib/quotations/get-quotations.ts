import { useQuery } from '@tanstack/react-query';
import type { QuotationView } from '@steelcut/domain/schemas/quotation';
import { api } from '../api-client';
import { quotationKeys } from './query-keys';

/** GET /quotations: the customer's quotations, newest first. */
export async function getQuotations(): Promise<QuotationView[]> {
  return (await api.get<{ quotations: QuotationView[] }>('/quotations')).quotations;
}

export function useQuotations(enabled = true) {
  return useQuery({ queryKey: quotationKeys.all, queryFn: getQuotations, enabled });
}
