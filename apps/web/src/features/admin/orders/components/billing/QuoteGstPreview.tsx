import Stack from '@mui/material/Stack';
import { placeOfSupply } from '@steelcut/domain/pincodes';
import { taxSplit } from '@steelcut/domain/pricing/price';
import type { Pricing } from '@steelcut/domain/schemas/pricing';
import { FigureRow } from '../../../../../components/order/AmountFigures';
import { taxRowsOf } from '../../../../../lib/billing/amounts';
import { BILLING_LABELS } from '../../../../../lib/billing/labels';
import { useShop } from '../../../../../lib/shop';
import { ADMIN_BILLING_LABELS } from '../../lib/billing-labels';

/** `delivery`: the order's address; GST goes by its pincode's state (placeOfSupply), as on the server. */
type Props = { pricing: Pricing; subtotalPaise: number; delivery: { state: string; postalCode: string } };

/** The GST the server will add to the typed taxable value: the shop's rate, split by where the order goes. */
export function QuoteGstPreview({ pricing, subtotalPaise, delivery }: Props) {
  const shopState = useShop().data?.address.state ?? '';
  // The same split the server makes; a quote is the shop's figure, so no minimum order is added.
  const split = taxSplit({ ...pricing, shopState, minimumOrderPaise: 0 }, subtotalPaise, placeOfSupply(delivery));
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
