import { useState } from 'react';
import Button from '@mui/material/Button';
import { ORDER_TYPE } from '@steelcut/domain/schemas/order';
import type { OrderView } from '@steelcut/domain/schemas/views';
import { PageHeader } from '../../../../components/PageHeader';
import { ConvertLeadDialog } from '../../shared/components/ConvertLeadDialog';
import { ViewOrderButton } from '../../shared/components/ViewOrderButton';
import { OrdersTablePanel } from '../../shared/components/OrdersTablePanel';
import { ADMIN_ORDER_LABELS } from '../../shared/lib/order-labels';

export default function AdminLeadsPage() {
  const [converting, setConverting] = useState<OrderView | null>(null);
  return (
    <>
      <PageHeader title="Leads" breadcrumbs={[{ label: 'Leads' }]} />
      <OrdersTablePanel
        label="Leads"
        orderType={ORDER_TYPE.lead}
        action={(lead) => (
          <>
            <ViewOrderButton order={lead} lead />
            <Button size="small" variant="contained" disableElevation onClick={() => setConverting(lead)}>
              {ADMIN_ORDER_LABELS.convert}
            </Button>
          </>
        )}
      />
      <ConvertLeadDialog lead={converting} onClose={() => setConverting(null)} />
    </>
  );
}
