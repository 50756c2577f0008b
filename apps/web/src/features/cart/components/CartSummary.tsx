import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { CART_MSG } from '@steelcut/domain/schemas/cart';
import { PRICING_MSG, type QuoteReply } from '@steelcut/domain/schemas/pricing';
import { paths } from '../../../config/paths';
import type { CartLine } from '../../../lib/cart/cart-item';
import { formatKg } from '../../../lib/cart/part-metrics';
import { DispatchTiers } from '../../../components/DispatchTiers';
import { QuoteTotals } from '../../../components/QuoteTotals';
import { QUOTATION_LABELS } from '../../../lib/quotations/labels';
import { describeLine } from '../cart-line';

type Props = {
  items: readonly CartLine[];
  quote: UseQueryResult<QuoteReply>;
  isGuest: boolean;
  /** A line cannot be ordered (its shape was hidden): ordering waits until it is removed. */
  blocked: boolean;
  onProceed: () => void;
  /** A signed-in customer's 'Download quotation' (absent for guests). */
  onQuotation?: () => void;
  quotationPending?: boolean;
};

const BLOCKED_ID = 'cart-order-blocked';

/**
 * Totals and the estimate of what can be ordered, and the two ways on: 'Proceed to Order' and
 * 'Continue Shopping'.
 */
export function CartSummary({ items, quote, isGuest, blocked, onProceed, onQuotation, quotationPending }: Props) {
  const pieces = items.reduce((sum, item) => sum + item.quantity, 0);
  const weights = items.map((item) => describeLine(item).weightKg);
  const known = weights.every((kg) => kg !== undefined);
  const totalKg = weights.reduce<number>((sum, kg, index) => sum + (kg ?? 0) * items[index]!.quantity, 0);
  const rows: [string, string][] = [
    ['Items', String(items.length)],
    ['Pieces', String(pieces)],
  ];
  if (known) rows.push(['Estimated weight', formatKg(totalKg)]);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="cart-summary-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="cart-summary-title" variant="h6" component="h2" gutterBottom>
        Summary
      </Typography>
      <Stack spacing={0.75}>
        {rows.map(([label, value]) => (
          <Stack key={label} direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography color="text.secondary">{label}</Typography>
            <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
          </Stack>
        ))}
      </Stack>
      <Divider sx={{ my: 2 }} />
      <QuoteTotals quote={quote} note={PRICING_MSG.gstAtCheckout} />
      {quote.data?.priced && (
        <Box sx={{ mt: 2 }}>
          <DispatchTiers tiers={quote.data.leadTimes} />
        </Box>
      )}
      <Divider sx={{ my: 2 }} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        No payment now: we confirm the details with you, then you pay by UPI after placing the order.
      </Typography>
      {isGuest && !blocked && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Log in to place your order. Your cart comes with you.
        </Alert>
      )}
      {blocked && (
        <Alert severity="warning" id={BLOCKED_ID} sx={{ mb: 2 }}>
          {CART_MSG.unavailableBlocksOrder}
        </Alert>
      )}
      <Stack spacing={1.5}>
        {/* Not disabled: it stays reachable by keyboard and says why when pressed. */}
        <Button
          variant="contained"
          size="large"
          onClick={onProceed}
          aria-disabled={blocked || undefined}
          aria-describedby={blocked ? BLOCKED_ID : undefined}
          sx={blocked ? { opacity: 0.6 } : undefined}
        >
          Proceed to Order
        </Button>
        {onQuotation && !blocked && (
          <Button
            variant="outlined"
            startIcon={<RequestQuoteOutlined />}
            onClick={onQuotation}
            loading={quotationPending}
            loadingPosition="start"
          >
            {QUOTATION_LABELS.download}
          </Button>
        )}
        <Button variant="outlined" component={RouterLink} to={paths.home.getHref()}>
          Continue Shopping
        </Button>
        {onQuotation && (
          <Link component={RouterLink} to={paths.quotations.getHref()} variant="body2" sx={{ textAlign: 'center' }}>
            {QUOTATION_LABELS.seeAll}
          </Link>
        )}
      </Stack>
    </Paper>
  );
}
