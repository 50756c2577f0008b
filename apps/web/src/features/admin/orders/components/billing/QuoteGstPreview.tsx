import Stack from '@mui/material/Stack';
import { taxSplit } from '@steelcut/domain/pricing/price';
import type { Pricing } from '@steelcut/domain/schemas/pricing';
import { FigureRow } from '../../../../../components/order/AmountFigures';
import { taxRowsOf } from '../../../../../lib/billing/amounts';
import { BILLING_LABELS } from '../../../../../lib/billing/labels';
import { ADMIN_BILLING_LABELS } from '../../lib/billing-labels';

type Props = { pricing: Pricing; subtotalPaise: number; deliveryState: string };

/** The GST the server will add to the typed taxable value: the shop's rate, split by where the order goes. */
export function QuoteGstPreview({ pricing, subtotalPaise, deliveryState }: Props) {
  // The same split the server makes; a quote is the shop's figure, so no minimum order is added.
  const split = taxSplit({ ...pricing, minimumOrderPaise: 0 }, subtotalPaise, deliveryState);
  return (
    <Stack
      spacing={0.5}
      role="region"
      aria-label={ADMIN_BILLING_LABELS.withGst}
      aria-live="polite"
      sx={{ p: 1.5, borderRadius: 1, bgcolor: 'grey.50' }}
    >
      {taxRowsOf({ ...split, gstPercent: pricing.gstPercent }).map((row) => (
        <FigureRow key={row.label} label={row.label} paise={row.paise} />
      ))}
      <FigureRow label={BILLING_LABELS.total} paise={split.totalPaise} strong />
    </Stack>
  );
}
