import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api/client';
import { statisticsKeys } from '../../../lib/query-keys';
import { nextInvestmentDateResponseSchema } from '@portal/shared/contracts/statistics';

export async function getNextInvestmentDate(signal?: AbortSignal) {
  const body = await api.get('admin_partner/admin/investment_dates/next_date', { signal }).json();
  return nextInvestmentDateResponseSchema.parse(body);
}

export const nextInvestmentDateQueryOptions = () =>
  queryOptions({
    queryKey: statisticsKeys.nextInvestmentDate(),
    queryFn: ({ signal }) => getNextInvestmentDate(signal),
  });

export const useNextInvestmentDate = () => useQuery(nextInvestmentDateQueryOptions());
