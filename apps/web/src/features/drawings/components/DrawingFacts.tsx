import type { Drawing } from '@steelcut/domain/schemas/drawing';
import { formatMm } from '@steelcut/domain/shapes/rules';
import { formatArea, formatLength } from '../../../lib/cart/part-metrics';
import { DRAWING_LABELS } from '../labels';
import { FactList } from '../../../components/FactList';

const { facts: LABELS, unitsRead, unitNames } = DRAWING_LABELS;

/** '120 × 80 mm': the part's overall size. */
export const sizeOf = ({ widthMm, heightMm }: Pick<Drawing, 'widthMm' | 'heightMm'>) =>
  `${formatMm(widthMm)} × ${formatMm(heightMm)} mm`;

/** Size, area, cut length, pierces and the units the drawing was read in. */
export function DrawingFacts({ drawing, several = false }: { drawing: Drawing; several?: boolean }) {
  const facts: [string, string][] = [
    [LABELS.size, sizeOf(drawing)],
    // A file of several pieces: its area is theirs together, not one piece's.
    [several ? LABELS.areaAll : LABELS.area, formatArea(drawing.areaMm2)],
    [LABELS.cutLength, formatLength(drawing.cutLengthMm)],
    [LABELS.pierces, String(drawing.pierces)],
    [LABELS.units, `${unitNames[drawing.units]} (${unitsRead[drawing.unitsFrom]})`],
  ];
  return <FactList facts={facts} />;
}
