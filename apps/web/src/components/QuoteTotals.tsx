import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatRupees } from '@steelcut/domain/money';
import type { LeadTimeTier } from '@steelcut/domain/schemas/lead-times';
import { PRICING_MSG, type QuoteReply } from '@steelcut/domain/schemas/pricing';
import { errorMessage } from '../lib/api-client';
import { PRICE_LABELS } from '../lib/pricing/labels';
import { quoteRows, tierOf, type PricedQuote } from '../lib/pricing/tax-rows';
import { RetryAlert } from './RetryAlert';

type Props = {
  quote: UseQueryResult<QuoteReply>;
  /** The region's name. */
  label?: string;
  /** Under the total: how GST was worked out. */
  note: string;
  /** The dispatch tier chosen: its surcharge, GST and total (the estimate's own figures without one). */
  tier?: LeadTimeTier;
};

function Figures({ quote, note, tier }: { quote: PricedQuote; note: string; tier?: LeadTimeTier }) {
  const chosen = tierOf(quote, tier);
  return (
    <>
      <Stack spacing={0.75}>
        {quoteRows(quote, chosen).map(({ label, paise, text }) => (
          <Stack key={label} direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
            <Typography color="text.secondary">{label}</Typography>
            <Typography sx={{ fontWeight: 600, textAlign: 'right' }}>{text ?? formatRupees(paise)}</Typography>
          </Stack>
        ))}
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, pt: 0.5 }}>
          <Typography variant="h6" component="p">
            {PRICE_LABELS.total}
          </Typography>
          <Typography variant="h6" component="p">
            {formatRupees(chosen?.totalPaise ?? quote.totalPaise)}
          </Typography>
        </Stack>
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {note}
      </Typography>
    </>
  );
}

/** An estimate of cart items (POST /quote): lines, minimum order top-up, delivery, GST, the total. */
export function QuoteTotals({ quote, label = PRICE_LABELS.estimate, note, tier }: Props) {
  const updating = quote.isFetching || quote.isPlaceholderData;
  let content;
  if (quote.isError && !quote.isFetching) {
    content = (
      <RetryAlert message={errorMessage(quote.error, PRICING_MSG.loadFailed)} onRetry={() => void quote.refetch()} />
    );
  } else if (!quote.data) {
    content = (
      <Box role="status" aria-label={PRICE_LABELS.working}>
        <Skeleton variant="rounded" height={120} />
      </Box>
    );
  } else if (!quote.data.priced) {
    content = <Typography sx={{ fontWeight: 600 }}>{PRICING_MSG.priceOnRequest}</Typography>;
  } else {
    content = <Figures quote={quote.data} note={note} tier={tier} />;
  }
  return (
    <Box
      aria-label={label}
      role="region"
      aria-busy={updating}
      sx={{ opacity: updating && quote.data ? 0.55 : 1, transition: 'opacity 150ms' }}
    >
      {content}
    </Box>
  );
}
