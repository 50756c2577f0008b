import WarningAmber from '@mui/icons-material/WarningAmber';
import { plateOf } from '@steelcut/domain/part-wire';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { PlaceOrderActions } from './PlaceOrderActions';
import { Link as RouterLink } from 'react-router';
import { CART_MSG } from '@steelcut/domain/schemas/cart';
import { ORDER_MSG } from '@steelcut/domain/schemas/order';
import { PRICING_MSG, type QuoteReply } from '@steelcut/domain/schemas/pricing';
import { QuoteTotals } from '../../../components/QuoteTotals';
import { paths } from '../../../config/paths';
import type { ServerCartItem } from '../../../lib/cart/server-cart';
import { dimensionLines } from '../../../lib/dimensions';
import { PRICE_LABELS } from '../../../lib/pricing/labels';
import { deliveryRefusal } from '../../../lib/pricing/tax-rows';
import { DispatchTierPicker } from './DispatchTierPicker';
import { OrderSummaryCard, type PlacingProps } from './OrderSummaryCard';

type Props = PlacingProps & {
  items: ServerCartItem[] | undefined;
  /** The estimate of the items that can be ordered, with GST for the chosen address. */
  quote: UseQueryResult<QuoteReply>;
  loading: boolean;
};

function ItemLine({ item }: { item: ServerCartItem }) {
  const { material, thicknessMm } = plateOf(item);
  const dims = dimensionLines(item.shape_slug, item.parameters)
    .map((d) => `${d.key} ${d.value}`)
    .join(' · ');
  return (
    <Box component="li" sx={{ py: 1 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{item.shape_name}</Typography>
        <Typography sx={{ whiteSpace: 'nowrap' }}>× {item.quantity}</Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {material} · {thicknessMm} mm{item.finish ? ` · ${item.finish}` : ''}
      </Typography>

      {dims && (
        <Typography variant="body2" color="text.secondary">
          {dims}
        </Typography>
      )}
      {item.unavailable && (
        <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5, fontWeight: 600 }}>
          <WarningAmber fontSize="small" color="warning" aria-hidden />
          {item.unavailable_reason ?? CART_MSG.shapeUnavailable}
        </Typography>
      )}
    </Box>
  );
}

/** The cart being ordered, what it comes to, and the 'Place order' action. */
export function CartSummary({ items, quote, loading, ...order }: Props) {
  const tiers = quote.data?.priced ? quote.data.leadTimes : [];
  const count = items?.length ?? 0;
  // A line whose shape was hidden since: the order would be refused, so say it here and wait.
  const blocked = items?.some((item) => item.unavailable) ?? false;
  // The shop does not deliver to the chosen address: the server would refuse the order too.
  const refusal = quote.isPlaceholderData ? null : deliveryRefusal(quote.data);
  return (
    <OrderSummaryCard
      title="Order summary"
      loading={loading}
      actions={
        <>
          {blocked && (
            <Alert
              severity="warning"
              id="order-blocked"
              sx={{ mb: 2 }}
              action={
                <Button color="inherit" size="small" component={RouterLink} to={paths.cart.getHref()}>
                  Edit cart
                </Button>
              }
            >
              {CART_MSG.unavailableBlocksOrder}
            </Alert>
          )}
          <PlaceOrderActions
            order={order}
            refusal={refusal}
            refusalId="delivery-refused"
            disabled={loading || order.placed || blocked}
            describedBy={blocked ? 'order-blocked' : undefined}
            note={
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                No payment now: our team confirms the details first. You pay by UPI after placing the order.
              </Typography>
            }
          />
        </>
      }
    >
      {count === 0 ? (
        <Box sx={{ my: 2 }}>
          <Typography color="text.secondary">{ORDER_MSG.emptyCart}</Typography>
          <Link component={RouterLink} to={paths.home.getHref()}>
            Continue Shopping
          </Link>
        </Box>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {count} {count === 1 ? 'item' : 'items'} ·{' '}
            <Link component={RouterLink} to={paths.cart.getHref()}>
              Edit cart
            </Link>
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, my: 1, maxHeight: { md: 360 }, overflowY: 'auto' }}>
            {items!.map((item) => (
              <ItemLine key={item.id} item={item} />
            ))}
          </Box>
          {!blocked && (
            <>
              <Divider sx={{ mb: 2 }} />
              {tiers.length > 0 && (
                <Box sx={{ mb: 2 }}>
                  <DispatchTierPicker tiers={tiers} order={order} />
                </Box>
              )}
              <QuoteTotals
                quote={quote}
                label={PRICE_LABELS.amountToPay}
                note={order.deliveryState ? PRICE_LABELS.gstFor(order.deliveryState) : PRICING_MSG.gstAtCheckout}
                tier={order.tier}
              />
            </>
          )}
        </>
      )}
    </OrderSummaryCard>
  );
}
