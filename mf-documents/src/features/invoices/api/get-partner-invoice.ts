import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { partnerInvoiceResponseSchema } from '@portal/shared/contracts';
import { invoicesKeys } from '../../../lib/query-keys';

export async function getPartnerInvoice(id: number, signal?: AbortSignal) {
  return partnerInvoiceResponseSchema.parse(await api.get(`admin_partner/admin/partner_invoices/${id}`, { signal }).json()).document;
}

export const partnerInvoiceQueryOptions = (id: number) =>
  queryOptions({ queryKey: invoicesKeys.detail(id), queryFn: ({ signal }) => getPartnerInvoice(id, signal) });

export const usePartnerInvoice = (id: number | null) => useQuery({ ...partnerInvoiceQueryOptions(id ?? 0), enabled: id !== null });
