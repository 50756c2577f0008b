import { useQuery } from '@tanstack/react-query';
import type { WaitingLine } from '@steelcut/domain/schemas/nesting';
import { api } from '../../../../lib/api-client';

export const waitingLinesKey = (material: string, thicknessMm: number) =>
  ['admin', 'nests', 'waiting', material, thicknessMm] as const;

/** GET /admin/nests/waiting: the confirmed lines of one plate not yet in a nest in use. */
export const getWaitingLines = (material: string, thicknessMm: number) =>
  api.get<{ lines: WaitingLine[] }>(
    `/admin/nests/waiting?material=${encodeURIComponent(material)}&thicknessMm=${encodeURIComponent(thicknessMm)}`,
  );

export function useWaitingLines(material: string, thicknessMm: number | undefined) {
  return useQuery({
    queryKey: waitingLinesKey(material, thicknessMm ?? 0),
    queryFn: () => getWaitingLines(material, thicknessMm!),
    enabled: thicknessMm !== undefined,
  });
}
