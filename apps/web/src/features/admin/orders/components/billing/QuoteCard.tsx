import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BillingView } from '@steelcut/domain/schemas/billing';
import type { OrderView } from '@steelcut/domain/schemas/views';
import { AmountFigures } from '../../../../../components/order/AmountFigures';
import { SectionCard } from '../../../../../components/SectionCard';
import { BILLING_LABELS } from '../../../../../lib/billing/labels';
import { formatDateTimeIst } from '../../../../../lib/dates';
import { QuoteForm } from './QuoteForm';

/** The current quote as the server worked it out, and the form that sets a new one. */
export function QuoteCard({ order, billing }: { order: OrderView; billing: BillingView }) {
  const { quote } = billing;
  return (
    <SectionCard titleId="quote-title" title={BILLING_LABELS.quote}>
      <Stack spacing={2}>
        {quote && (
          <>
            <Typography variant="caption" color="text.secondary">
              {formatDateTimeIst(quote.createdAt)}
            </Typography>
            <AmountFigures amount={quote} />
            <Divider />
          </>
        )}
        <QuoteForm order={order} billing={billing} />
      </Stack>
    </SectionCard>
  );
}
