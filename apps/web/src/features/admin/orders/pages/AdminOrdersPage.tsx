import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { ORDER_TYPE } from '@steelcut/domain/schemas/order';
import { PageHeader } from '../../../../components/PageHeader';
import { paths } from '../../../../config/paths';
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
        action={(order) => (
          <Button
            size="small"
            variant="outlined"
            component={RouterLink}
            to={paths.admin.orderDetails.getHref(order.id)}
            aria-label={`View order ${order.Order_No}`}
          >
            View
          </Button>
        )}
      />
    </>
  );
}
