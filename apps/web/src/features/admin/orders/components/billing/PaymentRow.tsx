import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatRupees } from '@steelcut/domain/money';
import type { PaymentView } from '@steelcut/domain/schemas/billing';
import { CHAT_MSG, type MessageView } from '@steelcut/domain/schemas/chat';
import { DownloadButton } from '../../../../../components/DownloadButton';
import { downloadApiFile } from '../../../../../lib/download-file';
import { formatDateIst, formatDayIst } from '../../../../../lib/dates';
import { ADMIN_BILLING_LABELS } from '../../lib/billing-labels';

type Props = {
  payment: PaymentView;
  /** The chat message it names, when loaded: its attachment is the screenshot. */
  screenshot: MessageView | undefined;
  onVoid: (payment: PaymentView) => void;
};

/**
 * One payment (amount, UPI reference, day paid, its screenshot) or refund (marked so, with the day
 * paid back); a voided one stays, struck through.
 */
export function PaymentRow({ payment, screenshot, onVoid }: Props) {
  const voided = payment.voidedAt !== null;
  const refund = payment.kind === 'refund';
  const amount = formatRupees(payment.amountPaise);
  const voidLabel = refund ? ADMIN_BILLING_LABELS.voidRefundOf : ADMIN_BILLING_LABELS.voidOf;
  const day = formatDayIst(payment.paidOn);
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
    >
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography sx={{ fontWeight: 700, textDecoration: voided ? 'line-through' : 'none' }}>{amount}</Typography>
          {refund && <Chip size="small" variant="outlined" label={ADMIN_BILLING_LABELS.refund} />}
          {voided && <Chip size="small" color="error" variant="outlined" label={ADMIN_BILLING_LABELS.voided} />}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {ADMIN_BILLING_LABELS.upiRef(payment.reference)} ·{' '}
          {refund ? ADMIN_BILLING_LABELS.paidBackOnDay(day) : ADMIN_BILLING_LABELS.paidOnDay(day)}
        </Typography>
        {voided && (
          <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
            {ADMIN_BILLING_LABELS.voidedOn(formatDateIst(payment.voidedAt), payment.voidReason ?? '')}
          </Typography>
        )}
        {screenshot?.attachment_path && (
          <DownloadButton
            variant="text"
            size="small"
            download={() => downloadApiFile(screenshot.attachment_path!, screenshot.attachment?.name ?? 'screenshot')}
            failMessage={CHAT_MSG.downloadFailed}
            sx={{ display: 'block', px: 0 }}
          >
            {ADMIN_BILLING_LABELS.screenshotLink}
          </DownloadButton>
        )}
      </Box>
      {!voided && (
        <Button
          size="small"
          color="error"
          onClick={() => onVoid(payment)}
          aria-label={voidLabel(amount, payment.reference)}
        >
          {ADMIN_BILLING_LABELS.void}
        </Button>
      )}
    </Paper>
  );
}
