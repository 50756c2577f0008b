import { useState } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BillingView, PaymentView } from '@steelcut/domain/schemas/billing';
import type { OrderView } from '@steelcut/domain/schemas/views';
import { useScreenshotMessages } from '../../hooks/use-screenshot-messages';
import { ADMIN_BILLING_LABELS } from '../../lib/billing-labels';
import { PaymentRow } from './PaymentRow';
import { RecordPaymentForm } from './RecordPaymentForm';
import { RecordRefundForm } from './RecordRefundForm';
import { VoidPaymentDialog } from './VoidPaymentDialog';
import { BILLING_MSG } from '@steelcut/domain/schemas/billing';

/**
 * The payments received and refunds paid back (voided ones too, struck through), the form that
 * records another payment and, while the order is overpaid, the one that records a refund.
 */
export function PaymentsCard({ order, billing }: { order: OrderView; billing: BillingView }) {
  const [voiding, setVoiding] = useState<PaymentView | null>(null);
  const screenshots = useScreenshotMessages(order);
  return (
    <Card component="section" aria-labelledby="payments-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="payments-title" variant="h6" component="h2">
            {ADMIN_BILLING_LABELS.payments}
          </Typography>
          {billing.payments.length === 0 ? (
            <Typography color="text.secondary">{BILLING_MSG.noPayments}</Typography>
          ) : (
            <Stack
              component="ul"
              spacing={1}
              aria-label={ADMIN_BILLING_LABELS.payments}
              sx={{ listStyle: 'none', m: 0, p: 0 }}
            >
              {billing.payments.map((payment) => (
                <PaymentRow
                  key={payment.id}
                  payment={payment}
                  screenshot={screenshots.messages.find((message) => message.id === payment.messageId)}
                  onVoid={setVoiding}
                />
              ))}
            </Stack>
          )}
          <Divider />
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {ADMIN_BILLING_LABELS.recordPayment}
          </Typography>
          <RecordPaymentForm
            order={order}
            screenshots={screenshots.messages}
            screenshotsPending={screenshots.isPending}
          />
          {billing.refundDuePaise > 0 && (
            <>
              <Divider />
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {ADMIN_BILLING_LABELS.recordRefund}
              </Typography>
              <Typography id="refund-hint" variant="body2" color="text.secondary">
                {BILLING_MSG.refundHint}
              </Typography>
              <RecordRefundForm
                key={billing.refundDuePaise}
                orderId={order.id}
                refundDuePaise={billing.refundDuePaise}
              />
            </>
          )}
        </Stack>
      </CardContent>
      <VoidPaymentDialog orderId={order.id} payment={voiding} onClose={() => setVoiding(null)} />
    </Card>
  );
}
