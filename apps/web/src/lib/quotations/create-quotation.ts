import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateQuotationBody, QuotationView } from '@steelcut/domain/schemas/quotation';
import { api } from '../api-client';
import { downloadQuotation } from './download-quotation';
import { quotationKeys } from './query-keys';

/** POST /quotations: the cart priced for the state and kept; answers the quotation. */
export async function createQuotation(body: CreateQuotationBody): Promise<QuotationView> {
  return (await api.post<{ quotation: QuotationView }>('/quotations', body)).quotation;
}

/** Makes the quotation of the cart, then downloads its PDF. */
export function useDownloadCartQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateQuotationBody) => {
      const quotation = await createQuotation(body);
      await queryClient.invalidateQueries({ queryKey: quotationKeys.all });
      await downloadQuotation(quotation);
      return quotation;
    },
  });
}
