import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { partnerInvoicesResponseSchema } from '@portal/shared/contracts';
import { invoicesKeys } from '../../../lib/query-keys';

export async function getPartnerInvoices(signal?: AbortSignal) {
  return partnerInvoicesResponseSchema.parse(await api.get('admin_partner/admin/partner_invoices', { signal }).json());
}

export const partnerInvoicesQueryOptions = () =>
  queryOptions({ queryKey: invoicesKeys.list(), queryFn: ({ signal }) => getPartnerInvoices(signal) });

export const usePartnerInvoices = () => useQuery(partnerInvoicesQueryOptions());
