import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import {
  taxComparisonResponseSchema,
  taxIncomeResponseSchema,
  taxWithdrawalResponseSchema,
  type TaxComparisonQuery,
  type TaxIncomeQuery,
  type TaxWithdrawalQuery,
} from '@portal/shared/contracts';
import { toolsKeys } from '../../../lib/query-keys';

/** The tax engine's answers (docs/taxes.md); the keys live under the remote's own. */
const taxKeys = {
  income: (params: TaxIncomeQuery) => [...toolsKeys.all, 'tax', 'income', params] as const,
  withdrawal: (params: TaxWithdrawalQuery) => [...toolsKeys.all, 'tax', 'withdrawal', params] as const,
  comparison: (params: TaxComparisonQuery) => [...toolsKeys.all, 'tax', 'comparison', params] as const,
};

const searchParamsOf = (params: object) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as Record<string, string | number>;

const get = (path: string, params: object, signal: AbortSignal) =>
  api.get(`admin_partner/tax/${path}`, { searchParams: searchParamsOf(params), signal, context: { silent: true } }).json();

/** GET tax/income with the 3a contribution as the deduction: the income tax it saves a year. */
export const useIncomeTax = (params: TaxIncomeQuery | null) =>
  useQuery({
    queryKey: taxKeys.income(params ?? ({} as TaxIncomeQuery)),
    queryFn: async ({ signal }) => taxIncomeResponseSchema.parse(await get('income', params!, signal)),
    enabled: params !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** GET tax/withdrawal: the tax on the accumulated capital, at once and staggered. */
export const useWithdrawalTax = (params: TaxWithdrawalQuery | null) =>
  useQuery({
    queryKey: taxKeys.withdrawal(params ?? ({} as TaxWithdrawalQuery)),
    queryFn: async ({ signal }) => taxWithdrawalResponseSchema.parse(await get('withdrawal', params!, signal)),
    enabled: params !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** GET tax/comparison: the 26 cantons' capitals for the same household and income. */
export const useTaxComparison = (params: TaxComparisonQuery | null) =>
  useQuery({
    queryKey: taxKeys.comparison(params ?? ({} as TaxComparisonQuery)),
    queryFn: async ({ signal }) => taxComparisonResponseSchema.parse(await get('comparison', params!, signal)),
    enabled: params !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
