import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { OrderView } from '@steelcut/domain/schemas/views';
import { ADMIN_ORDER_LABELS } from '../../shared/lib/order-labels';
import { ConvertLeadDialog } from '../../shared/components/ConvertLeadDialog';

/** Heads a lead's page, in place of the status form: convert it, after the same confirmation as the list. */
export function LeadConvertPanel({ lead }: { lead: OrderView }) {
  const [converting, setConverting] = useState<OrderView | null>(null);
  return (
    <Alert severity="info" component="section" role="region" aria-labelledby="lead-title">
      <AlertTitle id="lead-title" component="h2">
        {ADMIN_ORDER_LABELS.leadCard}
      </AlertTitle>
      {ADMIN_ORDER_LABELS.leadHint}
      <div>
        <Button variant="contained" onClick={() => setConverting(lead)} sx={{ mt: 1.5 }}>
          {ADMIN_ORDER_LABELS.convert}
        </Button>
      </div>
      <ConvertLeadDialog lead={converting} onClose={() => setConverting(null)} />
    </Alert>
  );
}
