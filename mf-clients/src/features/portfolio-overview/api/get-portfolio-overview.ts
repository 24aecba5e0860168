import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, downloadFile } from '@portal/shared/api';
import { portfolioOverviewResponseSchema, type PortfolioCategory, type ReferenceCurrency } from '@portal/shared/contracts';
import { clientExtrasKeys } from '../../../lib/client-extras-keys';

export async function getPortfolioOverview(
  clientId: number,
  serviceId: number,
  category: PortfolioCategory,
  currency?: ReferenceCurrency,
  signal?: AbortSignal,
) {
  const body = await api
    .get(`admin_partner/client_overview/${clientId}/portfolio_overview/${serviceId}`, {
      searchParams: { filter_category: category, ...(currency ? { requested_currency: currency } : {}) },
      signal,
    })
    .json();
  return portfolioOverviewResponseSchema.parse(body);
}

export const portfolioOverviewQueryOptions = (
  clientId: number,
  serviceId: number,
  category: PortfolioCategory,
  currency?: ReferenceCurrency,
) =>
  queryOptions({
    queryKey: clientExtrasKeys.portfolio(clientId, serviceId, category, currency),
    queryFn: ({ signal }) => getPortfolioOverview(clientId, serviceId, category, currency, signal),
    // switching the category keeps the last table until the next one is there
    placeholderData: keepPreviousData,
  });

export const usePortfolioOverview = (clientId: number, serviceId: number, category: PortfolioCategory, currency?: ReferenceCurrency) =>
  useQuery(portfolioOverviewQueryOptions(clientId, serviceId, category, currency));

export const downloadInflows = (clientId: number, serviceId: number, locale: string) =>
  downloadFile(`admin_partner/client_overview/${clientId}/inflows/${serviceId}`, {
    searchParams: { locale },
    fallbackName: 'inflows.xlsx',
  });

export const downloadPortfolioInflows = (clientId: number, locale: string) =>
  downloadFile(`admin_partner/client_overview/${clientId}/portfolio_inflows`, { searchParams: { locale }, fallbackName: 'inflows.xlsx' });
