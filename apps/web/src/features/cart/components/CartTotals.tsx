import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatRupees } from '@steelcut/domain/pricing/money';
import { PRICING_MSG, type QuoteReply } from '@steelcut/domain/schemas/pricing';
import { RetryAlert } from '../../../components/RetryAlert';
import { errorMessage } from '../../../lib/api-client';
import { PRICE_LABELS } from '../../../lib/pricing/labels';
import { linesPaise, taxRows, type PricedQuote } from '../../../lib/pricing/tax-rows';

type Props = { quote: UseQueryResult<QuoteReply> };

function rowsOf(quote: PricedQuote): [string, number][] {
  const rows: [string, number][] = [[PRICE_LABELS.subtotal, linesPaise(quote)]];
  if (quote.minimumTopUpPaise > 0) rows.push([PRICE_LABELS.minimumTopUp, quote.minimumTopUpPaise]);
  for (const tax of taxRows(quote)) rows.push([tax.label, tax.paise]);
  return rows;
}

function Figures({ quote }: { quote: PricedQuote }) {
  return (
    <>
      <Stack spacing={0.75}>
        {rowsOf(quote).map(([label, paise]) => (
          <Stack key={label} direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
            <Typography color="text.secondary">{label}</Typography>
            <Typography sx={{ fontWeight: 600 }}>{formatRupees(paise)}</Typography>
          </Stack>
        ))}
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, pt: 0.5 }}>
          <Typography variant="h6" component="p">
            {PRICE_LABELS.total}
          </Typography>
          <Typography variant="h6" component="p">
            {formatRupees(quote.totalPaise)}
          </Typography>
        </Stack>
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {PRICING_MSG.gstAtCheckout}
      </Typography>
    </>
  );
}

/** The estimate of the whole cart: lines, the minimum order top-up, GST and the total. */
export function CartTotals({ quote }: Props) {
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
    content = <Figures quote={quote.data} />;
  }
  return (
    <Box
      aria-label={PRICE_LABELS.estimate}
      role="region"
      aria-busy={updating}
      sx={{ opacity: updating && quote.data ? 0.55 : 1, transition: 'opacity 150ms' }}
    >
      {content}
    </Box>
  );
}
