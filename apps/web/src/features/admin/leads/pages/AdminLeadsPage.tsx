import { useState } from 'react';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { ORDER_TYPE } from '@steelcut/domain/schemas/order';
import type { OrderView } from '@steelcut/domain/schemas/views';
import { PageHeader } from '../../../../components/PageHeader';
import { paths } from '../../../../config/paths';
import { ConvertLeadDialog } from '../../shared/components/ConvertLeadDialog';
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
            <Button
              size="small"
              variant="outlined"
              component={RouterLink}
              to={paths.admin.orderDetails.getHref(lead.id)}
              aria-label={ADMIN_ORDER_LABELS.viewLead(lead.Order_No)}
            >
              {ADMIN_ORDER_LABELS.view}
            </Button>
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
