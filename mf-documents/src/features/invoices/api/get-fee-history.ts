import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { feeHistoryResponseSchema } from '@portal/shared/contracts';
import { invoicesKeys } from '../../../lib/query-keys';

export async function getFeeHistory(months: number, signal?: AbortSignal) {
  return feeHistoryResponseSchema.parse(
    await api.get('admin_partner/admin/partner_invoices/fees', { searchParams: { months }, signal }).json(),
  );
}

export const feeHistoryQueryOptions = (months: number) =>
  queryOptions({ queryKey: invoicesKeys.fees(months), queryFn: ({ signal }) => getFeeHistory(months, signal) });

export const useFeeHistory = (months: number) => useQuery(feeHistoryQueryOptions(months));
