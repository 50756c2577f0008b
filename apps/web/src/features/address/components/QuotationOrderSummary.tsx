import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { PlaceOrderActions } from './PlaceOrderActions';
import { Link as RouterLink } from 'react-router';
import { sameState } from '@steelcut/domain/india';
import { formatRupees } from '@steelcut/domain/money';
import { LEAD_TIME_MSG, type LeadTimeTier } from '@steelcut/domain/schemas/lead-times';
import { QUOTATION_MSG, type QuotationView } from '@steelcut/domain/schemas/quotation';
import { RetryAlert } from '../../../components/RetryAlert';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { formatDayIst } from '../../../lib/dates';
import { PRICE_LABELS } from '../../../lib/pricing/labels';
import { QUOTATION_LABELS } from '../../../lib/quotations/labels';
import { DispatchTierPicker } from './DispatchTierPicker';
import { OrderSummaryCard, type PlacingProps } from './OrderSummaryCard';

type Props = PlacingProps & { quotation: UseQueryResult<QuotationView> };

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography color={strong ? undefined : 'text.secondary'} variant={strong ? 'h6' : 'body1'} component="p">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600, textAlign: 'right' }} variant={strong ? 'h6' : 'body1'} component="p">
        {value}
      </Typography>
    </Stack>
  );
}

/** The chosen tier's figures as the quotation priced them. */
function Figures({ quotation, tier }: { quotation: QuotationView; tier: LeadTimeTier }) {
  const chosen = quotation.leadTimes.find((row) => row.tier === tier) ?? quotation.leadTimes[0]!;
  const half = String(quotation.gstPercent / 2);
  return (
    <Stack spacing={0.75}>
      <Row label={PRICE_LABELS.subtotal} value={formatRupees(quotation.subtotalPaise)} />
      {chosen.surchargePaise > 0 && (
        <Row
          label={LEAD_TIME_MSG.surchargeLine(chosen.label, chosen.surchargePercent)}
          value={formatRupees(chosen.surchargePaise)}
        />
      )}
      {chosen.igstPaise > 0 ? (
        <Row label={PRICE_LABELS.tax('IGST', String(quotation.gstPercent))} value={formatRupees(chosen.igstPaise)} />
      ) : (
        <>
          <Row label={PRICE_LABELS.tax('CGST', half)} value={formatRupees(chosen.cgstPaise)} />
          <Row label={PRICE_LABELS.tax('SGST', half)} value={formatRupees(chosen.sgstPaise)} />
        </>
      )}
      <Row label={PRICE_LABELS.total} value={formatRupees(chosen.totalPaise)} strong />
    </Stack>
  );
}

/** Ordering a quotation: its lines and figures as quoted, the tier, and 'Place order'. */
export function QuotationOrderSummary({ quotation, ...order }: Props) {
  const data = quotation.data;
  const otherState = data && order.deliveryState && !sameState(order.deliveryState, data.state);
  const refusal = !data
    ? null
    : data.orderNo
      ? QUOTATION_MSG.alreadyOrdered(data.number, data.orderNo)
      : data.expired
        ? QUOTATION_MSG.expired(data.number, formatDayIst(data.validUntil))
        : otherState
          ? QUOTATION_MSG.otherState(data.number, data.state)
          : null;
  return (
    <OrderSummaryCard
      title={
        data ? (
          <>
            {QUOTATION_LABELS.ordering}{' '}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {data.number}
            </Box>
          </>
        ) : (
          QUOTATION_LABELS.title
        )
      }
      loading={quotation.isPending}
      loadingLabel="Loading the quotation"
      actions={
        <PlaceOrderActions
          order={order}
          refusal={refusal}
          refusalId="quotation-refused"
          disabled={!data || order.placed}
        />
      }
    >
      {quotation.isError ? (
        <Box sx={{ my: 2 }}>
          <RetryAlert
            message={errorMessage(quotation.error, QUOTATION_MSG.notFound)}
            onRetry={() => void quotation.refetch()}
          />
        </Box>
      ) : !data ? null : (
        // Built only once the quotation is in: the card shows its placeholder until then.
        <>
          <Typography variant="body2" color="text.secondary">
            {QUOTATION_LABELS.orderingText(data.state, formatDayIst(data.validUntil))}{' '}
            <Link component={RouterLink} to={paths.quotations.getHref()}>
              {QUOTATION_LABELS.seeAll}
            </Link>
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, my: 1, maxHeight: { md: 300 }, overflowY: 'auto' }}>
            {data.lines.map((line, index) => (
              <Box component="li" key={index} sx={{ py: 1, display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="body2">
                  {line.description} × {line.quantity}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {formatRupees(line.linePaise)}
                </Typography>
              </Box>
            ))}
          </Box>
          <Divider sx={{ mb: 2 }} />
          <Box sx={{ mb: 2 }}>
            <DispatchTierPicker tiers={data.leadTimes} order={order} />
            <Typography variant="caption" color="text.secondary" component="p">
              {QUOTATION_LABELS.datesFromToday}
            </Typography>
          </Box>
          <Figures quotation={data} tier={order.tier} />
        </>
      )}
    </OrderSummaryCard>
  );
}
