import type { DrawingPartView } from '@steelcut/domain/schemas/drawing';
import { FactList } from '../../../components/FactList';
import { formatArea, formatLength } from '../../../lib/cart/part-metrics';
import { DRAWING_LABELS } from '../labels';
import { sizeOf } from './DrawingFacts';

const { facts: LABELS } = DRAWING_LABELS;

/** One part's size, area, cut length and pierces (its card's title says how many the file holds). */
export function PartFigures({ part }: { part: DrawingPartView }) {
  const facts: [string, string][] = [
    [LABELS.size, sizeOf(part)],
    [LABELS.area, formatArea(part.areaMm2)],
    [LABELS.cutLength, formatLength(part.cutLengthMm)],
    [LABELS.pierces, String(part.pierces)],
  ];
  return <FactList facts={facts} />;
}
