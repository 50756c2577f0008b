import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatRupees } from '@steelcut/domain/money';
import { SubmitButton } from '../../../components/SubmitButton';
import { PRICE_LABELS } from '../../../lib/pricing/labels';
import type { LivePrice } from '../hooks/use-live-quote';
import { PriceNotice } from './PriceNotice';

/** The bar's height: the page keeps this much room below its end, so nothing stays under it. */
const BAR_PX = 72;
const SAFE_AREA = 'env(safe-area-inset-bottom, 0px)';

/** The estimate's total, in the states of the page's estimate (PartPrice). */
function BarPrice({ price }: { price: LivePrice }) {
  switch (price.status) {
    case 'loading':
      return <Skeleton variant="text" width={96} sx={{ fontSize: '1.25rem' }} />;
    case 'priced':
      return (
        <>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ lineHeight: 1.2 }}>
            {PRICE_LABELS.totalInclGst}
          </Typography>
          <Typography variant="h6" component="p" sx={{ lineHeight: 1.2 }}>
            {formatRupees(price.quote.totalPaise)}
          </Typography>
        </>
      );
    default:
      return <PriceNotice price={price} />;
  }
}

type Props = { price: LivePrice; pending: boolean; disabled: boolean };

/**
 * On a phone the estimate sits above the drawing, far from the fields: this bar keeps the total
 * and the form's own submit button at the bottom of the screen. It is inside the form, so the
 * button submits it as the desktop one does, and comes next in the Tab order after the fields.
 */
export function StickyPriceBar({ price, pending, disabled }: Props) {
  const updating = 'updating' in price && price.updating;
  return (
    <>
      <GlobalStyles
        styles={(theme) => ({
          [theme.breakpoints.down('md')]: {
            body: { paddingBottom: `calc(${BAR_PX}px + ${SAFE_AREA})` },
            // A field focused from the keyboard scrolls into view above the bar, not under it.
            html: { scrollPaddingBottom: BAR_PX + 16 },
          },
        })}
      />
      <Paper
        component="section"
        aria-label="Price and Add to Cart"
        aria-busy={updating || price.status === 'loading'}
        elevation={8}
        square
        sx={{
          display: { xs: 'flex', md: 'none' },
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: 'appBar',
          minHeight: BAR_PX,
          alignItems: 'center',
          gap: 2,
          px: 2,
          pt: 1,
          pb: `calc(8px + ${SAFE_AREA})`,
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0, opacity: updating ? 0.55 : 1, transition: 'opacity 150ms' }}>
          <BarPrice price={price} />
        </Box>
        <SubmitButton pending={pending} disabled={disabled} fullWidth={false} sx={{ flexShrink: 0 }}>
          Add to Cart
        </SubmitButton>
      </Paper>
    </>
  );
}
