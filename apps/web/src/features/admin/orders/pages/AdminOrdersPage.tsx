import { ORDER_TYPE } from '@steelcut/domain/schemas/order';
import { PageHeader } from '../../../../components/PageHeader';
import { ViewOrderButton } from '../../shared/components/ViewOrderButton';
import { OrdersTablePanel } from '../../shared/components/OrdersTablePanel';
import { LeadsWaiting } from '../components/LeadsWaiting';

export default function AdminOrdersPage() {
  return (
    <>
      <PageHeader title="Orders" breadcrumbs={[{ label: 'Orders' }]} />
      <OrdersTablePanel
        label="Orders"
        orderType={ORDER_TYPE.order}
        statusFilter
        sortable
        notice={(answer) => <LeadsWaiting count={answer.leadsWaiting} />}
        action={(order) => <ViewOrderButton order={order} />}
      />
    </>
  );
}
