import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDispatchDate } from '@steelcut/domain/dispatch/dispatch-date';
import { formatRupees } from '@steelcut/domain/money';
import type { PricedLeadTime } from '@steelcut/domain/schemas/lead-times';
import { PRICE_LABELS } from '../lib/pricing/labels';

/** 'Express +35%', or the label alone for a tier without a surcharge. */
export const tierTitle = (tier: PricedLeadTime) =>
  tier.surchargePercent > 0 ? `${tier.label} ${PRICE_LABELS.surcharge(tier.surchargePercent)}` : tier.label;

/** A tier's name, the date it is dispatched by and the order's total with it, side by side. */
export function TierFigures({ tier }: { tier: PricedLeadTime }) {
  return (
    <>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {tierTitle(tier)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {PRICE_LABELS.dispatchedBy(formatDispatchDate(tier.dispatchBy))}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {formatRupees(tier.totalPaise)}
      </Typography>
    </>
  );
}

/**
 * Each dispatch tier the shop offers for these goods: the date it is dispatched by and what the
 * order comes to with it (the quote's own figures; the tier is chosen at checkout).
 */
export function DispatchTiers({ tiers }: { tiers: readonly PricedLeadTime[] }) {
  const titleId = useId();
  if (tiers.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {PRICE_LABELS.dispatch}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', rowGap: 0.75 }}>
        {tiers.map((tier) => (
          <Box
            component="li"
            key={tier.tier}
            sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}
          >
            <TierFigures tier={tier} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
