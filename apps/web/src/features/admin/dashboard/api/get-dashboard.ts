import { useQuery } from '@tanstack/react-query';
import type { DashboardView } from '@steelcut/domain/schemas/dashboard';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../shared/lib/query-keys';

/** Beside SPEC's counters: orders per week and what needs the owner today. */
export const dashboardQueryKey = adminKeys.dashboard;

export const getDashboard = () => api.get<DashboardView>('/admin/dashboard');

export function useDashboard() {
  return useQuery({ queryKey: dashboardQueryKey, queryFn: getDashboard });
}
