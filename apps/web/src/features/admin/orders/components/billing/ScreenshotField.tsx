import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control } from 'react-hook-form';
import type { MessageView } from '@steelcut/domain/schemas/chat';
import { formatChatTimeIst } from '../../../../../lib/dates';
import type { RecordPaymentBody } from '@steelcut/domain/schemas/billing';
import type { PaymentFormInput } from '../../lib/billing-forms';
import { ADMIN_BILLING_LABELS } from '../../lib/billing-labels';
import { BILLING_MSG } from '@steelcut/domain/schemas/billing';

type Props = {
  control: Control<PaymentFormInput, unknown, RecordPaymentBody>;
  messages: MessageView[];
  pending: boolean;
};

/** Which of this order's chat messages holds the payment screenshot (optional). */
export function ScreenshotField({ control, messages, pending }: Props) {
  return (
    <Controller
      name="messageId"
      control={control}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...field}
          inputRef={ref}
          select
          label={ADMIN_BILLING_LABELS.screenshot}
          disabled={pending}
          margin="none"
          error={Boolean(fieldState.error)}
          helperText={
            fieldState.error?.message ??
            (messages.length === 0 && !pending ? BILLING_MSG.noScreenshots : BILLING_MSG.screenshotHint)
          }
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{ADMIN_BILLING_LABELS.noScreenshot}</MenuItem>
          {messages.map((message) => (
            <MenuItem
              key={message.id}
              value={String(message.id)}
              sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}
            >
              {ADMIN_BILLING_LABELS.attachment(
                formatChatTimeIst(message.created_at),
                message.attachment?.name ?? message.message,
              )}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
