import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, errorStatus, downloadFile } from '@portal/shared/api';
import {
  customPortfolioPositionsResponseSchema,
  customPortfolioSchema,
  customPortfoliosResponseSchema,
  latestWeightAdjustmentResponseSchema,
  weightAdjustmentHistoryResponseSchema,
} from '@portal/shared/contracts';
import { toolsKeys } from '../../../lib/query-keys';

const base = 'admin_partner/custom_portfolios';

export const customPortfoliosQueryOptions = () =>
  queryOptions({
    queryKey: toolsKeys.customPortfolioList(),
    queryFn: async ({ signal }) => customPortfoliosResponseSchema.parse(await api.get(base, { signal }).json()).custom_portfolios,
  });
export const useCustomPortfolios = () => useQuery(customPortfoliosQueryOptions());

/** GET custom_portfolios/{id}; `null` when it is not the caller's (404). */
export const customPortfolioQueryOptions = (id: number) =>
  queryOptions({
    queryKey: toolsKeys.customPortfolio(id),
    queryFn: async ({ signal }) => {
      try {
        return customPortfolioSchema.parse(await api.get(`${base}/${id}`, { signal, context: { silent: true } }).json());
      } catch (error) {
        if (errorStatus(error) === 404) return null;
        throw error;
      }
    },
  });
export const useCustomPortfolio = (id: number) => useQuery(customPortfolioQueryOptions(id));

export const positionsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: toolsKeys.positions(id),
    queryFn: async ({ signal }) =>
      customPortfolioPositionsResponseSchema.parse(await api.get(`${base}/${id}/positions`, { signal }).json()).positions,
  });
export const usePositions = (id: number, enabled: boolean) => useQuery({ ...positionsQueryOptions(id), enabled });

export const latestAdjustmentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: toolsKeys.latestAdjustment(id),
    queryFn: async ({ signal }) =>
      latestWeightAdjustmentResponseSchema.parse(await api.get(`${base}/${id}/latest_weight_adjustment`, { signal }).json())
        .weight_adjustment,
  });
export const useLatestAdjustment = (id: number, enabled: boolean) => useQuery({ ...latestAdjustmentQueryOptions(id), enabled });

export const historyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: toolsKeys.adjustmentHistory(id),
    queryFn: async ({ signal }) =>
      weightAdjustmentHistoryResponseSchema.parse(await api.get(`${base}/${id}/weight_adjustment_history`, { signal }).json())
        .weight_adjustments,
  });
export const useAdjustmentHistory = (id: number, enabled: boolean) => useQuery({ ...historyQueryOptions(id), enabled });

/** GET custom_portfolios/weight_adjustment/{id}/change_log_file: the change as PDF or CSV, saved. */
export const downloadChangeLog = (id: number, format: 'pdf' | 'csv', locale: string) =>
  downloadFile(`${base}/weight_adjustment/${id}/change_log_file`, {
    fallbackName: `weight-adjustment-${id}.${format}`,
    searchParams: { format, locale },
  });
