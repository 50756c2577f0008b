import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DELIVERY_MSG } from '@steelcut/domain/delivery/charge';
import { formatRupees } from '@steelcut/domain/money';
import type { AmountView } from '@steelcut/domain/schemas/billing';
import { taxRowsOf } from '../../lib/billing/amounts';
import { BILLING_LABELS } from '../../lib/billing/labels';
import { PRICE_LABELS } from '../../lib/pricing/labels';

export function FigureRow({ label, paise, strong }: { label: string; paise: number; strong?: boolean }) {
  const variant = strong ? 'subtitle1' : 'body2';
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography
        variant={variant}
        color={strong ? 'text.primary' : 'text.secondary'}
        sx={{ fontWeight: strong ? 700 : 400 }}
      >
        {label}
      </Typography>
      <Typography variant={variant} sx={{ fontWeight: strong ? 700 : 600, whiteSpace: 'nowrap' }}>
        {formatRupees(paise)}
      </Typography>
    </Stack>
  );
}

/** Delivery as the estimate worked it out: its charge, or the reason there is none yet (free, or quoted by the shop). */
function DeliveryRow({ delivery }: { delivery: NonNullable<AmountView['delivery']> }) {
  if (delivery.kind === 'charged') return <FigureRow label={DELIVERY_MSG.line} paise={delivery.paise} />;
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {DELIVERY_MSG.line}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, textAlign: 'right' }}>
        {delivery.reason}
      </Typography>
    </Stack>
  );
}

/**
 * An estimate's or quote's figures: the dispatch surcharge of an express estimate, delivery when
 * the estimate worked it out, the taxable value (goods with the surcharge, and delivery), its GST split and the total, and the shop's note.
 */
export function AmountFigures({ amount }: { amount: AmountView }) {
  return (
    <Stack spacing={0.5}>
      {/* With a surcharge on top, the parts' own figure, so every row above the taxable value adds up to it. */}
      {amount.surchargePaise > 0 && (
        <FigureRow label={PRICE_LABELS.subtotal} paise={amount.subtotalPaise - amount.surchargePaise} />
      )}
      {amount.surchargePaise > 0 && <FigureRow label={BILLING_LABELS.surcharge} paise={amount.surchargePaise} />}
      {amount.delivery && <DeliveryRow delivery={amount.delivery} />}
      <FigureRow label={BILLING_LABELS.taxableValue} paise={amount.subtotalPaise + amount.deliveryPaise} />
      {taxRowsOf(amount).map((row) => (
        <FigureRow key={row.label} label={row.label} paise={row.paise} />
      ))}
      <FigureRow label={BILLING_LABELS.total} paise={amount.totalPaise} strong />
      {amount.note && (
        <Typography variant="body2" sx={{ pt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {amount.note}
        </Typography>
      )}
    </Stack>
  );
}
