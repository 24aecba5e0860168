import type { QueryClient } from '@tanstack/react-query';
import { queryClient } from '@portal/shared/query';
import { achievedAumTargetsQueryOptions } from '../features/aum-targets/api/get-achieved-aum-targets';
import { nextInvestmentDateQueryOptions } from '../features/investment-date/api/get-next-investment-date';
import { kpisQueryOptions } from '../features/kpis/api/get-kpis';
import { totalClientsQueryOptions } from '../features/totals/api/get-total-clients';
import { currentStatisticsParams } from '../lib/use-statistics-params';

/**
 * The figures of the dashboard's first screen (totals, next investment date, AUM targets, key figures), asked for as
 * soon as the dashboard's code is there: the shell calls the exposed module's `prefetch` on a cold load of `/`, before
 * its first render, so that the figures come with the dashboard's first paint instead of after it. With the same
 * query options as the widgets, which then find them in the cache. The chart's data and the widgets below the first
 * screen are not asked for here: they follow the figures (dashboard.tsx).
 */
export function prefetchDashboard(client: QueryClient = queryClient): void {
  const params = currentStatisticsParams();
  void client.prefetchQuery(totalClientsQueryOptions(params));
  void client.prefetchQuery(nextInvestmentDateQueryOptions());
  void client.prefetchQuery(achievedAumTargetsQueryOptions(params));
  void client.prefetchQuery(kpisQueryOptions(params));
}
