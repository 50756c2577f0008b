import { useState } from 'react';
import Button from '@mui/material/Button';
import { ORDER_TYPE } from '@steelcut/domain/schemas/order';
import type { OrderView } from '@steelcut/domain/schemas/views';
import { PageHeader } from '../../../components/PageHeader';
import { ConvertLeadDialog } from '../components/ConvertLeadDialog';
import { OrdersTablePanel } from '../components/OrdersTablePanel';

export default function AdminLeadsPage() {
  const [converting, setConverting] = useState<OrderView | null>(null);
  return (
    <>
      <PageHeader title="Leads" breadcrumbs={[{ label: 'Leads' }]} />
      <OrdersTablePanel
        label="Leads"
        orderType={ORDER_TYPE.lead}
        action={(lead) => (
          <Button size="small" variant="outlined" onClick={() => setConverting(lead)}>
            Convert to Order
          </Button>
        )}
      />
      <ConvertLeadDialog lead={converting} onClose={() => setConverting(null)} />
    </>
  );
}
