import { useId } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDispatchDate } from '@steelcut/domain/dispatch/dispatch-date';
import type { AttentionEntry, DashboardView } from '@steelcut/domain/schemas/dashboard';
import { paths } from '../../../../config/paths';
import { DASHBOARD_LABELS } from '../lib/dashboard-labels';
import { AttentionList } from './AttentionList';

type Props = { dashboard: DashboardView | undefined; fetchedAt: number };

// The list holds only dated orders (due today or before).
const dispatchBy = (entry: AttentionEntry) =>
  entry.dispatchBy ? DASHBOARD_LABELS.dispatchBy(formatDispatchDate(entry.dispatchBy)) : '';

/**
 * Four short lists: what is due for dispatch by date, leads waiting longest, orders held in
 * production, deliveries running late.
 */
export function NeedsAttention({ dashboard, fetchedAt }: Props) {
  const titleId = useId();
  const lists = dashboard && [
    {
      title: DASHBOARD_LABELS.dueForDispatch,
      entries: dashboard.dueForDispatch,
      total: dashboard.dueForDispatchTotal,
      empty: DASHBOARD_LABELS.noDueForDispatch,
      // The orders list is by dispatch date unless told otherwise.
      allHref: paths.admin.orders.getHref(),
      detail: dispatchBy,
    },
    {
      title: DASHBOARD_LABELS.waitingLeads,
      entries: dashboard.waitingLeads,
      total: dashboard.waitingLeadsTotal,
      empty: DASHBOARD_LABELS.noWaitingLeads,
      allHref: paths.admin.leads.getHref(),
    },
    {
      title: DASHBOARD_LABELS.stuckInProgress,
      entries: dashboard.stuckInProgress,
      total: dashboard.stuckInProgressTotal,
      empty: DASHBOARD_LABELS.noStuckInProgress,
      allHref: paths.admin.orders.getHref('In-Progress'),
    },
    {
      title: DASHBOARD_LABELS.undelivered,
      entries: dashboard.undelivered,
      total: dashboard.undeliveredTotal,
      empty: DASHBOARD_LABELS.noUndelivered,
      allHref: paths.admin.orders.getHref('Dispatched'),
    },
  ];
  return (
    <Card component="section" aria-labelledby={titleId} aria-busy={!dashboard} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {DASHBOARD_LABELS.attentionTitle}
        </Typography>
        <Stack spacing={2} divider={<Divider flexItem />}>
          {lists
            ? lists.map((list) => <AttentionList key={list.title} {...list} now={fetchedAt} />)
            : [0, 1, 2, 3].map((row) => <Skeleton key={row} variant="rounded" height={72} />)}
        </Stack>
      </CardContent>
    </Card>
  );
}
