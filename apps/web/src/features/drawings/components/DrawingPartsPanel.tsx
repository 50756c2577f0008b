import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Drawing } from '@steelcut/domain/schemas/drawing';
import { PRICING_MSG, type QuoteReply } from '@steelcut/domain/schemas/pricing';
import { DispatchTiers } from '../../../components/DispatchTiers';
import { QuoteTotals } from '../../../components/QuoteTotals';
import type { ConfiguredItem } from '../../../lib/cart/cart-item';
import { configuredPart, isBlockedPart, type PartChoice } from '../drawing-parts';
import { DRAWING_LABELS } from '../labels';
import { useAddDrawingParts } from '../hooks/use-add-drawing-parts';
import { AddButton } from './AddButton';
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
    <EstimateSection>
      {orderable.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {DRAWING_LABELS.nonePriceable}
        </Typography>
      ) : !complete ? (
        <Typography variant="body2" color="text.secondary">
          {PRICING_MSG.completePart}
        </Typography>
      ) : (
        <>
          <QuoteTotals quote={quote} label={DRAWING_LABELS.allPartsPrice} note={PRICING_MSG.gstAtCheckout} />
          {quote.data?.priced && (
            <Box sx={{ mt: 2 }}>
              <DispatchTiers tiers={quote.data.leadTimes} />
            </Box>
          )}
        </>
      )}
      {blocked.length > 0 && orderable.length > 0 && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {DRAWING_LABELS.leftOut(blocked)}
        </Alert>
      )}
      <AddButton
        label={DRAWING_LABELS.addAllParts}
        onClick={addAll}
        pending={addToCart.isPending}
        disabled={busy || !ready}
      />
    </EstimateSection>
  );
}
