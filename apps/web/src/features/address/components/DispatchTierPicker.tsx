import { useId } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { LEAD_TIME_TIERS, type LeadTimeTier, type PricedLeadTime } from '@steelcut/domain/schemas/lead-times';
import { TierFigures } from '../../../components/DispatchTiers';
import { PRICE_LABELS } from '../../../lib/pricing/labels';
import type { PlacingProps } from './OrderSummaryCard';

type Props = {
  tiers: readonly PricedLeadTime[];
  /** The order being placed: the tier chosen, choosing another; fixed while it is placed. */
  order: Pick<PlacingProps, 'tier' | 'onTierChange' | 'placing' | 'placed'>;
};

const isTier = (value: string): value is LeadTimeTier => (LEAD_TIME_TIERS as readonly string[]).includes(value);

/** The customer's choice of dispatch tier: each with its date and the order's total with it. */
export function DispatchTierPicker({ tiers, order }: Props) {
  const labelId = useId();
  return (
    <FormControl component="fieldset" disabled={order.placing || order.placed} sx={{ width: '100%' }}>
      <FormLabel id={labelId} component="legend" sx={{ typography: 'subtitle2', color: 'text.primary', mb: 0.5 }}>
        {PRICE_LABELS.dispatch}
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name="leadTime"
        value={order.tier}
        onChange={(event) => isTier(event.target.value) && order.onTierChange(event.target.value)}
      >
        {tiers.map((tier) => (
          <FormControlLabel
            key={tier.tier}
            value={tier.tier}
            control={<Radio size="small" />}
            disableTypography
            sx={{ mr: 0, width: '100%', alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.25 } }}
            label={
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, width: '100%', py: 0.5 }}>
                <TierFigures tier={tier} />
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
