import type { PartMeasures } from '@steelcut/domain/part';
import { formatArea, formatKg, formatLength, PART_FACT_LABELS } from '../../../lib/cart/part-metrics';
import { formatMm } from '@steelcut/domain/shapes/rules';
import { FactList } from '../../../components/FactList';

type Props = { metrics: PartMeasures; quantity: number | undefined };

/** Size, area, cut length and the estimated weight, per piece and for the whole quantity. */
export function PartFacts({ metrics, quantity }: Props) {
  const { widthMm, heightMm, areaMm2, cutLengthMm, weightKg } = metrics;
  const facts: [string, string][] = [
    [PART_FACT_LABELS.size, `${formatMm(widthMm)} × ${formatMm(heightMm)} mm`],
    [PART_FACT_LABELS.area, formatArea(areaMm2)],
    [PART_FACT_LABELS.cutLength, formatLength(cutLengthMm)],
    [PART_FACT_LABELS.weight, weightKg === undefined ? 'Choose a grade and thickness' : formatKg(weightKg)],
  ];
  if (weightKg !== undefined && quantity !== undefined) {
    facts.push([`Total weight (${quantity} ${quantity === 1 ? 'piece' : 'pieces'})`, formatKg(weightKg * quantity)]);
  }

  return <FactList facts={facts} />;
}
