import Alert from '@mui/material/Alert';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Drawing } from '@steelcut/domain/schemas/drawing';
import { PRICING_MSG, type QuoteReply } from '@steelcut/domain/schemas/pricing';
import type { ConfiguredItem } from '../../../lib/cart/cart-item';
import { configuredPart, isBlockedPart, type PartChoice } from '../drawing-parts';
import { DRAWING_LABELS } from '../labels';
import { useAddDrawingParts } from '../hooks/use-add-drawing-parts';
import { EstimateSection } from './EstimateSection';

type Props = {
  drawing: Drawing;
  choice: PartChoice;
  complete: boolean;
  /** Every orderable part at copies × sets, in one quote. */
  quote: UseQueryResult<QuoteReply>;
};

/** The price of a set of every part that can be cut, and the button that adds them all (the blocked ones named as left out). */
export function DrawingPartsPanel({ drawing, choice, complete, quote }: Props) {
  const blocked = drawing.parts.filter(isBlockedPart).map((part) => part.part);
  const orderable = drawing.parts.filter((part) => !isBlockedPart(part));
  const items = orderable.map((part) => configuredPart(drawing, part, choice));
  const ready = items.length > 0 && items.every(Boolean);
  const { addToCart, busy } = useAddDrawingParts();
  const addAll = () => ready && addToCart.mutate({ inputs: items as ConfiguredItem[] });

  return (
    <EstimateSection
      unpriced={orderable.length === 0 ? DRAWING_LABELS.nonePriceable : !complete ? PRICING_MSG.completePart : null}
      quote={quote}
      totalLabel={DRAWING_LABELS.allPartsPrice}
      note={
        blocked.length > 0 &&
        orderable.length > 0 && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {DRAWING_LABELS.leftOut(blocked)}
          </Alert>
        )
      }
      add={{
        label: DRAWING_LABELS.addAllParts,
        onClick: addAll,
        pending: addToCart.isPending,
        disabled: busy || !ready,
      }}
    />
  );
}
