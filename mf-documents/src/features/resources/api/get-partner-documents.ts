import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { partnerDocumentsResponseSchema, type PartnerDocumentsQuery } from '@portal/shared/contracts';
import { documentsKeys } from '../../../lib/query-keys';

export async function getPartnerDocuments(filters: PartnerDocumentsQuery, signal?: AbortSignal) {
  const searchParams = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));
  const body = await api.get('admin_partner/partners_documents', { searchParams, signal }).json();
  return partnerDocumentsResponseSchema.parse(body);
}

export const partnerDocumentsQueryOptions = (filters: PartnerDocumentsQuery) =>
  queryOptions({
    queryKey: documentsKeys.list(filters),
    queryFn: ({ signal }) => getPartnerDocuments(filters, signal),
    // the list stays while the next search loads, instead of flashing a skeleton at every keystroke
    placeholderData: keepPreviousData,
  });

export const usePartnerDocuments = (filters: PartnerDocumentsQuery) => useQuery(partnerDocumentsQueryOptions(filters));
