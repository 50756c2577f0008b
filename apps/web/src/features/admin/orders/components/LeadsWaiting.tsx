import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../config/paths';
import { ADMIN_ORDER_LABELS } from '../../shared/lib/order-labels';

/**
 * Placed orders wait under Leads until converted (SPEC's flow): the Orders screen says how many,
 * so an owner who finds it empty knows where they are.
 */
export function LeadsWaiting({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button component={RouterLink} to={paths.admin.leads.getHref()} color="inherit" size="small">
          {ADMIN_ORDER_LABELS.openLeads}
        </Button>
      }
    >
      {ADMIN_ORDER_LABELS.leadsWaiting(count)}
    </Alert>
  );
}
