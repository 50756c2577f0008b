import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatRupees } from '@steelcut/domain/money';
import { PRICING_MSG, type QuoteLine } from '@steelcut/domain/schemas/pricing';
import { PRICE_LABELS } from '../../../lib/pricing/labels';
import { DRAWING_LABELS } from '../labels';

type Props = {
  blocked: boolean;
  /** Every field of the form is read. */
  complete: boolean;
  /** Its line of the parts' quote, once in: at copies × sets. */
  priced: { line: QuoteLine; quantity: number } | undefined;
};

/** One part's price for the chosen plate and sets: per piece, and its pieces' line. */
export function PartPrice({ blocked, complete, priced }: Props) {
  if (blocked) {
    return (
      <Typography variant="body2" color="text.secondary">
        {DRAWING_LABELS.partBlocked}
      </Typography>
    );
  }
  if (!complete) {
    return (
      <Typography variant="body2" color="text.secondary">
        {PRICING_MSG.completePart}
      </Typography>
    );
  }
  if (!priced) return <Skeleton variant="text" width="70%" aria-label={PRICE_LABELS.working} />;
  const { line, quantity } = priced;
  return (
    <Typography variant="body2">
      {PRICE_LABELS.perPiece}: <strong>{formatRupees(line.unitPaise)}</strong>
      <Typography component="span" variant="body2" sx={{ display: 'block', mt: 0.5 }}>
        {PRICE_LABELS.line}: {PRICE_LABELS.times(quantity, formatRupees(line.unitPaise), line.discountPercent)} ={' '}
        <strong>{formatRupees(line.linePaise)}</strong>
      </Typography>
    </Typography>
  );
}
