import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Fact, FactGrid } from '../FactGrid';
import { StatusBadge } from '../StatusBadge';
import { formatDateIst, formatDateTimeIst } from '../../lib/dates';
import type { OrderView as Order } from '@steelcut/domain/schemas/views';
import { addressLines } from '@steelcut/domain/address-lines';
import { formatDispatchDate } from '@steelcut/domain/dispatch/dispatch-date';
import { TIER_NAMES } from '@steelcut/domain/schemas/lead-times';
import { DISPATCH_LABELS } from './labels';

/** The order's number, dates and status, and where it goes. */
export function OrderOverview({ order }: { order: Order }) {
  // SPEC section 4: the dispatched, delivered and cancelled dates appear when set.
  const milestones = [
    { label: 'Dispatched', date: order.dispatched_date },
    { label: 'Delivered', date: order.delivered_date },
    { label: 'Cancelled', date: order.cancelled_date },
  ].filter((m) => formatDateIst(m.date));

  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <section aria-labelledby="order-summary-title">
          <Typography id="order-summary-title" variant="h6" component="h2" gutterBottom>
            Order
          </Typography>
          <FactGrid sx={{ rowGap: 0.75, alignItems: 'center' }}>
            <Fact label="Order No">
              <Box component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {order.Order_No}
              </Box>
            </Fact>
            <Fact label="Placed on">{formatDateTimeIst(order.order_date)}</Fact>
            <Fact label="Status">
              <StatusBadge status={order.status_name || order.status} />
            </Fact>
            {milestones.map((m) => (
              <Fact key={m.label} label={`${m.label} on`}>
                {formatDateIst(m.date)}
              </Fact>
            ))}
            <Fact label={DISPATCH_LABELS.dispatch}>
              {order.dispatch_by
                ? DISPATCH_LABELS.tierBy(TIER_NAMES[order.lead_time], formatDispatchDate(order.dispatch_by))
                : TIER_NAMES[order.lead_time]}
            </Fact>
            {order.po_number && <Fact label="PO number">{order.po_number}</Fact>}
            {order.courier && <Fact label="Courier">{order.courier}</Fact>}
            {order.tracking_number && (
              <Fact label="Tracking number">
                <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                  {order.tracking_number}
                </Box>
                {order.tracking_url && (
                  <>
                    {' · '}
                    <Link href={order.tracking_url} target="_blank" rel="noopener">
                      Track your parcel
                    </Link>
                  </>
                )}
              </Fact>
            )}
            <Fact label="Total items">{order.total_qty}</Fact>
            <Fact label="Pieces">{order.pieces}</Fact>
          </FactGrid>
        </section>
        <section aria-labelledby="delivery-address-title">
          <Typography id="delivery-address-title" variant="h6" component="h2" gutterBottom>
            Delivery address
          </Typography>
          <Box component="address" sx={{ fontStyle: 'normal' }}>
            <Typography sx={{ fontWeight: 600 }}>{order.customername}</Typography>
            {addressLines(order).map((line, index) => (
              <Typography key={index} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {line}
              </Typography>
            ))}
            {order.customer_phone && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                {order.customer_phone}
              </Typography>
            )}
            {order.customer_email && (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {order.customer_email}
              </Typography>
            )}
          </Box>
        </section>
      </CardContent>
    </Card>
  );
}
