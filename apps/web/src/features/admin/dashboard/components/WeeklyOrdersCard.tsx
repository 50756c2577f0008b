import { lazy, Suspense, useId } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { DashboardView } from '@steelcut/domain/schemas/dashboard';
import { DASHBOARD_LABELS } from '../lib/dashboard-labels';
import { formatWeekStart } from '../lib/dashboard-format';
import { visuallyHidden } from '../../../../lib/visually-hidden';

const WeeklyOrdersChart = lazy(() => import('./WeeklyOrdersChart'));

/** The chart's height, kept by its skeleton too, so nothing below moves when it arrives. */
export const CHART_HEIGHT = 260;

function ChartSkeleton() {
  return <Skeleton variant="rounded" height={CHART_HEIGHT} data-testid="chart-skeleton" />;
}

function summary(weekly: DashboardView['weekly']): string {
  const total = weekly.reduce((sum, week) => sum + week.orders, 0);
  if (total === 0) return DASHBOARD_LABELS.chartEmpty;
  const busiest = weekly.reduce((best, week) => (week.orders > best.orders ? week : best));
  return DASHBOARD_LABELS.chartDescription(total, formatWeekStart(busiest.weekStart), busiest.orders);
}

/** Orders placed per week: bars for the eye, a summary and a table for screen readers. */
export function WeeklyOrdersCard({ weekly }: { weekly: DashboardView['weekly'] | undefined }) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2">
          {DASHBOARD_LABELS.chartTitle}
        </Typography>
        <Typography id={descriptionId} variant="body2" color="text.secondary" sx={{ mb: 2, minHeight: '2.86em' }}>
          {weekly ? summary(weekly) : <Skeleton width="80%" />}
        </Typography>
        {weekly ? (
          <Box
            role="figure"
            aria-labelledby={titleId}
            aria-describedby={descriptionId}
            sx={{ position: 'relative', height: CHART_HEIGHT }}
          >
            {/* inert: the chart's own keyboard focus would sit inside what screen readers skip. */}
            <Box aria-hidden inert>
              <Suspense fallback={<ChartSkeleton />}>
                <WeeklyOrdersChart weekly={weekly} height={CHART_HEIGHT} />
              </Suspense>
            </Box>
            <Box component="table" sx={visuallyHidden}>
              <caption>{DASHBOARD_LABELS.chartTitle}</caption>
              <thead>
                <tr>
                  <th scope="col">{DASHBOARD_LABELS.weekColumn}</th>
                  <th scope="col">{DASHBOARD_LABELS.chartSeries}</th>
                </tr>
              </thead>
              <tbody>
                {weekly.map((week) => (
                  <tr key={week.weekStart}>
                    <td>{formatWeekStart(week.weekStart)}</td>
                    <td>{week.orders}</td>
                  </tr>
                ))}
              </tbody>
            </Box>
          </Box>
        ) : (
          <ChartSkeleton />
        )}
      </CardContent>
    </Card>
  );
}
