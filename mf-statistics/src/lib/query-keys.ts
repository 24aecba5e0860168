// The statistics remote's query keys (they live with the remote, not in @portal/shared). Key factories in TkDodo's
// style: every key starts with `all`, so a mutation can invalidate the whole dashboard, or one branch of it, by prefix.

import type { StatisticsScope } from '@portal/shared/contracts/statistics';

export type StatisticsParams = { scope: StatisticsScope; currency?: string };

export const statisticsKeys = {
  all: ['statistics'] as const,
  totalClients: (params: StatisticsParams) => [...statisticsKeys.all, 'total_clients', params] as const,
  clientStates: (params: StatisticsParams) => [...statisticsKeys.all, 'client_states', params] as const,
  aumGrowth: (params: StatisticsParams & { range: string }) => [...statisticsKeys.all, 'aum_growth', params] as const,
  kpis: (params: StatisticsParams) => [...statisticsKeys.all, 'kpis', params] as const,
  aumTargets: (params: StatisticsParams) => [...statisticsKeys.all, 'aum_targets', params] as const,
  serviceAmounts: (product: string, params: StatisticsParams) => [...statisticsKeys.all, 'service_amounts', product, params] as const,
  expectedRevenue: (params: StatisticsParams) => [...statisticsKeys.all, 'expected_revenue', params] as const,
  nextSteps: (params: StatisticsParams) => [...statisticsKeys.all, 'next_steps', params] as const,
  nextInvestmentDate: () => [...statisticsKeys.all, 'next_investment_date'] as const,
  blogPosts: (locale: string) => [...statisticsKeys.all, 'blog_posts', locale] as const,
};
