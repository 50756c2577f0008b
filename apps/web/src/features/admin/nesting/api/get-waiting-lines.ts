import { useQuery } from '@tanstack/react-query';
import type { WaitingLine } from '@steelcut/domain/schemas/nesting';
import { api } from '../../../../lib/api-client';

export const waitingLinesKey = (grade: string, thicknessMm: number) =>
  ['admin', 'nests', 'waiting', grade, thicknessMm] as const;

/** GET /admin/nests/waiting: the confirmed lines of one plate not yet in a nest in use. */
export const getWaitingLines = (grade: string, thicknessMm: number) =>
  api.get<{ lines: WaitingLine[] }>(
    `/admin/nests/waiting?grade=${encodeURIComponent(grade)}&thicknessMm=${encodeURIComponent(thicknessMm)}`,
  );

export function useWaitingLines(grade: string, thicknessMm: number | undefined) {
  return useQuery({
    queryKey: waitingLinesKey(grade, thicknessMm ?? 0),
    queryFn: () => getWaitingLines(grade, thicknessMm!),
    enabled: thicknessMm !== undefined,
  });
}
