import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { DashboardView } from '@steelcut/domain/schemas/dashboard';
import { DASHBOARD_LABELS } from '../lib/dashboard-labels';
import { formatWeekStart } from '../lib/dashboard-format';

export type WeeklyOrdersChartProps = { weekly: DashboardView['weekly']; height: number };

/**
 * The bars of orders per week. Loaded on its own (React.lazy), so the chart library is a chunk
 * that only the dashboard fetches; screen readers get the same numbers from the card's table.
 */
export default function WeeklyOrdersChart({ weekly, height }: WeeklyOrdersChartProps) {
  const { palette } = useTheme();
  return (
    <BarChart
      height={height}
      hideLegend
      xAxis={[{ scaleType: 'band', data: weekly.map((week) => formatWeekStart(week.weekStart)) }]}
      yAxis={[{ tickMinStep: 1, width: 36 }]}
      series={[
        { data: weekly.map((week) => week.orders), label: DASHBOARD_LABELS.chartSeries, color: palette.primary.light },
      ]}
      grid={{ horizontal: true }}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
    />
  );
}
