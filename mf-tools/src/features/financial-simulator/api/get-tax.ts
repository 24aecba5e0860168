import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
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
import { searchParamsOf } from './get-projection';

/**
 * One of the tax engine's operations (docs/taxes.md), GET admin_partner/tax/<kind>, under the remote's own keys.
 * Not retried: a 422 (a postal code without a municipality) is the answer, not a failure to repeat.
 */
function useTaxQuery<Schema extends z.ZodType>(kind: 'income' | 'withdrawal' | 'comparison', schema: Schema, params: object | null) {
  return useQuery({
    queryKey: [...toolsKeys.all, 'tax', kind, params] as const,
    queryFn: async ({ signal }): Promise<z.infer<Schema>> =>
      schema.parse(
        await api
          .get(`admin_partner/tax/${kind}`, { searchParams: searchParamsOf(params ?? {}), signal, context: { silent: true } })
          .json(),
      ),
    enabled: params !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** GET tax/income with the 3a contribution as the deduction: the income tax it saves a year. */
export const useIncomeTax = (params: TaxIncomeQuery | null) => useTaxQuery('income', taxIncomeResponseSchema, params);

/** GET tax/withdrawal: the tax on the accumulated capital, at once and staggered. */
export const useWithdrawalTax = (params: TaxWithdrawalQuery | null) => useTaxQuery('withdrawal', taxWithdrawalResponseSchema, params);

/** GET tax/comparison: the 26 cantons' capitals for the same household and income. */
export const useTaxComparison = (params: TaxComparisonQuery | null) => useTaxQuery('comparison', taxComparisonResponseSchema, params);
