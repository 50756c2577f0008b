import { useEffect, useId } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { PageHeader } from '../../../../components/PageHeader';
import { errorMessage } from '../../../../lib/api-client';
import { RetryAlert } from '../../../../components/RetryAlert';
import { useAdminShapes, type AdminShape } from '../../shared/api/get-admin-shapes';
import { useDashboard } from '../api/get-dashboard';
import { ORDERS_TABLE_MSG } from '../../shared/api/get-orders-table';
import { useOrderSummary } from '../api/get-order-summary';
import { CountCard } from '../components/CountCard';
import { MoneyThisMonthCard } from '../components/MoneyThisMonthCard';
import { NeedsAttention } from '../components/NeedsAttention';
import { GeneratedPasswordAlert } from '../components/GeneratedPasswordAlert';
import { SetupChecklist } from '../components/SetupChecklist';
import { WeeklyOrdersCard } from '../components/WeeklyOrdersCard';
import { SHAPE_MSG } from '@steelcut/domain/schemas/shape-messages';

type Counter = { label: string; value: number | undefined };
type ShapeCounts = { total?: number; active?: number; hidden?: number };

// Active means visible to customers, i.e. not hidden.
function countShapes(shapes: AdminShape[] | undefined): ShapeCounts {
  if (!shapes) return {};
  const hidden = shapes.filter((shape) => shape.IsHide === 1).length;
  return { total: shapes.length, active: shapes.length - hidden, hidden };
}

function Overview({ title, counters, loading }: { title: string; counters: Counter[]; loading: boolean }) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} aria-busy={loading} sx={{ mb: 4 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Grid container spacing={2}>
        {counters.map(({ label, value }) => (
          <Grid key={label} size={{ xs: 6, md: 12 / counters.length }}>
            <CountCard label={label} value={value} loading={loading} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}

/** Beside SPEC's counters: the month's money, the weekly chart and what needs the owner today. */
function Activity() {
  const dashboard = useDashboard();
  if (dashboard.isError) {
    return (
      <RetryAlert
        message={errorMessage(dashboard.error, ORDERS_TABLE_MSG.fetchFailed)}
        onRetry={() => void dashboard.refetch()}
      />
    );
  }
  return (
    <>
      <MoneyThisMonthCard money={dashboard.data?.money} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 5 }} sx={{ order: { lg: 2 } }}>
          <NeedsAttention dashboard={dashboard.data} fetchedAt={dashboard.dataUpdatedAt} />
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <WeeklyOrdersCard weekly={dashboard.data?.weekly} />
        </Grid>
      </Grid>
    </>
  );
}

export default function AdminDashboardPage() {
  const summary = useOrderSummary();
  const shapes = useAdminShapes();
  const dashboard = useDashboard().data;
  const { enqueueSnackbar } = useSnackbar();

  useEffect(() => {
    if (summary.error) enqueueSnackbar(errorMessage(summary.error, ORDERS_TABLE_MSG.fetchFailed), { variant: 'error' });
  }, [summary.error, enqueueSnackbar]);
  useEffect(() => {
    if (shapes.error) enqueueSnackbar(errorMessage(shapes.error, SHAPE_MSG.fetchFailed), { variant: 'error' });
  }, [shapes.error, enqueueSnackbar]);

  const orders = summary.data;
  const shapeCounts = countShapes(shapes.data);
  return (
    <>
      <PageHeader title="Dashboard" breadcrumbs={[{ label: 'Dashboard' }]} />
      <GeneratedPasswordAlert shown={dashboard?.adminPasswordGenerated} />
      <SetupChecklist setup={dashboard?.setup} />
      <Overview
        title="Orders Overview"
        loading={summary.isPending}
        counters={[
          { label: 'Total Orders', value: orders?.total },
          { label: 'Pending Orders', value: orders?.pending },
          { label: 'In Progress', value: orders?.in_progress },
          { label: 'Completed Orders', value: orders?.delivered },
        ]}
      />
      <Overview
        title="Shapes Overview"
        loading={shapes.isPending}
        counters={[
          { label: 'Total Shapes', value: shapeCounts.total },
          { label: 'Active Shapes', value: shapeCounts.active },
          { label: 'Hidden Shapes', value: shapeCounts.hidden },
        ]}
      />
      <Activity />
    </>
  );
}
