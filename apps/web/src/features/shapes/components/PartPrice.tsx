import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatRupees } from '@steelcut/domain/money';
import { PRICING_MSG } from '@steelcut/domain/schemas/pricing';
import { DispatchTiers } from '../../../components/DispatchTiers';
import { PRICE_LABELS } from '../../../lib/pricing/labels';
import { taxRows, type PricedQuote } from '../../../lib/pricing/tax-rows';
import type { LivePrice } from '../hooks/use-live-quote';

type Row = { term: string; detail?: string; value: string; strong?: boolean };

function rowsOf(quote: PricedQuote, quantity: number): Row[] {
  const line = quote.items[0]!;
  const piece = formatRupees(line.unitPaise);
  const rows: Row[] = [
    { term: PRICE_LABELS.perPiece, value: piece },
    {
      term: PRICE_LABELS.line,
      detail: PRICE_LABELS.times(quantity, piece, line.discountPercent),
      value: formatRupees(line.linePaise),
    },
  ];
  if (quote.minimumTopUpPaise > 0)
    rows.push({ term: PRICE_LABELS.minimumTopUp, value: formatRupees(quote.minimumTopUpPaise) });
  for (const tax of taxRows(quote)) rows.push({ term: tax.label, value: formatRupees(tax.paise) });
  rows.push({ term: PRICE_LABELS.totalInclGst, value: formatRupees(quote.totalPaise), strong: true });
  return rows;
}

function Figures({ rows }: { rows: Row[] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}>
      {rows.map(({ term, detail, value, strong }) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color={strong ? 'text.primary' : 'text.secondary'}>
            {term}
            {detail && (
              <Typography component="span" variant="caption" sx={{ display: 'block' }}>
                {detail}
              </Typography>
            )}
          </Typography>
          <Typography
            component="dd"
            variant={strong ? 'subtitle1' : 'body2'}
            sx={{ m: 0, fontWeight: strong ? 700 : 600, textAlign: 'right' }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function Content({ price }: { price: LivePrice }) {
  switch (price.status) {
    case 'incomplete':
      return (
        <Typography variant="body2" color="text.secondary">
          {PRICING_MSG.completePart}
        </Typography>
      );
    case 'loading':
      return (
        <Box role="status" aria-label={PRICE_LABELS.working}>
          <Skeleton variant="rounded" height={96} />
        </Box>
      );
    case 'error':
      return (
        <Typography variant="body2" color="error">
          {price.message}
        </Typography>
      );
    case 'unpriced':
      return <Typography sx={{ fontWeight: 600 }}>{PRICING_MSG.priceOnRequest}</Typography>;
    case 'priced':
      return (
        <>
          <Figures rows={rowsOf(price.quote, price.quantity)} />
          <Box sx={{ mt: 1.5 }}>
            <DispatchTiers tiers={price.quote.leadTimes} />
          </Box>
        </>
      );
  }
}

/** The live estimate of the part as configured: the piece, the line, GST and the total. */
export function PartPrice({ price }: { price: LivePrice }) {
  const updating = 'updating' in price && price.updating;
  return (
    <Box
      component="section"
      aria-labelledby="part-price-title"
      aria-busy={updating || price.status === 'loading'}
      sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography id="part-price-title" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {PRICE_LABELS.estimate}
      </Typography>
      <Box aria-live="polite" sx={{ opacity: updating ? 0.55 : 1, transition: 'opacity 150ms' }}>
        <Content price={price} />
      </Box>
    </Box>
  );
}
