import Typography from '@mui/material/Typography';
import { PRICING_MSG } from '@steelcut/domain/schemas/pricing';
import type { LivePrice } from '../hooks/use-live-quote';

type Unpriced = Extract<LivePrice, { status: 'incomplete' | 'error' | 'unpriced' }>;

/** What stands in for the estimate's figures: the part is not complete, it failed, or it is priced on request. */
export function PriceNotice({ price }: { price: Unpriced }) {
  switch (price.status) {
    case 'incomplete':
      return (
        <Typography variant="body2" color="text.secondary">
          {PRICING_MSG.completePart}
        </Typography>
      );
    case 'error':
      return (
        <Typography variant="body2" color="error">
          {price.message}
        </Typography>
      );
    case 'unpriced':
      return <Typography sx={{ fontWeight: 600 }}>{PRICING_MSG.priceOnRequest}</Typography>;
  }
}
