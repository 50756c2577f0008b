import type { NestSummary } from '@steelcut/domain/schemas/nesting';
import { formatDateTimeIst } from '../../../../lib/dates';
import { NESTING_LABELS, percent } from '../lib/nesting-labels';

/** What the list says of a nest, the same in the table and on a card. */
export const pastNestFacts = (
  nest: Pick<NestSummary, 'createdAt' | 'material' | 'thicknessMm' | 'utilisation' | 'status'>,
) => ({
  date: formatDateTimeIst(nest.createdAt),
  plate: NESTING_LABELS.plateOf(nest.material, nest.thicknessMm),
  used: percent(nest.utilisation),
  state: NESTING_LABELS.status[nest.status],
});
