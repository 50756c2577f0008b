import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatRupees } from '@steelcut/domain/pricing/money';
import type { AmountView } from '@steelcut/domain/schemas/billing';
import { taxRowsOf } from '../../lib/billing/amounts';
import { BILLING_LABELS } from '../../lib/billing/labels';

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

/** An estimate's or quote's figures: the taxable value, its GST split and the total, and the shop's note. */
export function AmountFigures({ amount }: { amount: AmountView }) {
  return (
    <Stack spacing={0.5}>
      <FigureRow label={BILLING_LABELS.taxableValue} paise={amount.subtotalPaise} />
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
