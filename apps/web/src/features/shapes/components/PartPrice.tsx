import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatRupees } from '@steelcut/domain/money';
import { DispatchTiers } from '../../../components/DispatchTiers';
import { PriceRows, type PriceRow } from '../../../components/PriceRows';
import { PRICE_LABELS } from '../../../lib/pricing/labels';
import { taxRows, type PricedQuote } from '../../../lib/pricing/tax-rows';
import type { LivePrice } from '../hooks/use-live-quote';
import { PriceNotice } from './PriceNotice';

function rowsOf(quote: PricedQuote, quantity: number): PriceRow[] {
  const line = quote.items[0]!;
  const piece = formatRupees(line.unitPaise);
  const rows: PriceRow[] = [
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

function Content({ price }: { price: LivePrice }) {
  switch (price.status) {
    case 'loading':
      return (
        <Box role="status" aria-label={PRICE_LABELS.working}>
          <Skeleton variant="rounded" height={96} />
        </Box>
      );
    case 'priced':
      return (
        <>
          <PriceRows rows={rowsOf(price.quote, price.quantity)} />
          <Box sx={{ mt: 1.5 }}>
            <DispatchTiers tiers={price.quote.leadTimes} />
          </Box>
        </>
      );
    default:
      return <PriceNotice price={price} />;
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
