import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { PRICING_MSG, type QuoteReply } from '@steelcut/domain/schemas/pricing';
import { DispatchTiers } from '../../../components/DispatchTiers';
import { QuoteTotals } from '../../../components/QuoteTotals';
import { PRICE_LABELS } from '../../../lib/pricing/labels';

type Props = {
  /** Why there is no price yet (a blocking check, a field still to fill); null once there is one. */
  unpriced: string | null;
  quote: UseQueryResult<QuoteReply>;
  /** The totals' label, where it is not the quote's own. */
  totalLabel?: string;
  /** Above the totals, once priced: the figures of one piece. */
  figures?: ReactNode;
  /** Below the price, priced or not: what the button leaves out. */
  note?: ReactNode;
  /** The one large button that puts the drawing's parts in the cart; `pending` shows it turning. */
  add: { label: string; onClick: () => void; pending: boolean; disabled: boolean };
};

/**
 * The order panel's "Estimate" section, below the material fields: the price (or why there is none
 * yet), the dispatch dates, and the add button.
 */
export function EstimateSection({ unpriced, quote, totalLabel, figures, note, add }: Props) {
  return (
    <Box
      component="section"
      aria-labelledby="drawing-price-title"
      sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography id="drawing-price-title" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {PRICE_LABELS.estimate}
      </Typography>
      {unpriced ? (
        <Typography variant="body2" color="text.secondary">
          {unpriced}
        </Typography>
      ) : (
        <>
          {figures}
          <QuoteTotals quote={quote} label={totalLabel} note={PRICING_MSG.gstAtCheckout} />
          {quote.data?.priced && (
            <Box sx={{ mt: 2 }}>
              <DispatchTiers tiers={quote.data.leadTimes} />
            </Box>
          )}
        </>
      )}
      {note}
      <Button
        variant="contained"
        size="large"
        fullWidth
        onClick={add.onClick}
        loading={add.pending}
        loadingPosition="start"
        disabled={add.disabled}
        sx={{ mt: 2 }}
      >
        {add.label}
      </Button>
    </Box>
  );
}
