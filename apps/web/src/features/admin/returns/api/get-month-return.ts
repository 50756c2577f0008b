import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MonthReturn } from '@steelcut/domain/schemas/returns';
import { api } from '../../../../lib/api-client';

export const monthReturnKey = (month: string) => ['admin', 'returns', month] as const;

/** GET /admin/returns?month=YYYY-MM: the month's tax invoices and credit notes with their totals. */
export const getMonthReturn = (month: string) =>
  api.get<MonthReturn>(`/admin/returns?month=${encodeURIComponent(month)}`);

export function useMonthReturn(month: string) {
  return useQuery({
    queryKey: monthReturnKey(month),
    queryFn: () => getMonthReturn(month),
    // The last month stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });
}
