import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, errorStatus, downloadFile } from '@portal/shared/api';
import { examplePortfolioResponseSchema } from '@portal/shared/contracts';
import { toolsKeys } from '../../../lib/query-keys';

/** GET admin_partner/projections/example_portfolio; `null` when the strategy has none (404). */
export async function getExamplePortfolio(strategyId: number, signal?: AbortSignal) {
  try {
    const body = await api
      .get('admin_partner/projections/example_portfolio', { searchParams: { strategy_id: strategyId }, signal, context: { silent: true } })
      .json();
    return examplePortfolioResponseSchema.parse(body);
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
}

export const examplePortfolioQueryOptions = (strategyId: number) =>
  queryOptions({ queryKey: toolsKeys.examplePortfolio(strategyId), queryFn: ({ signal }) => getExamplePortfolio(strategyId, signal) });

export const useExamplePortfolio = (strategyId: number | null) =>
  useQuery({ ...examplePortfolioQueryOptions(strategyId ?? 0), enabled: strategyId !== null });

/** GET admin_partner/projections/example_portfolio_attachment: the PDF, saved. */
export const downloadExamplePortfolio = (strategyId: number) =>
  downloadFile('admin_partner/projections/example_portfolio_attachment', {
    fallbackName: `example-portfolio-${strategyId}.pdf`,
    searchParams: { strategy_id: strategyId },
  });
