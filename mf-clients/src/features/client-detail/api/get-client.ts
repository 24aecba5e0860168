import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api/client';
import { clientDetailResponseSchema } from '@portal/shared/contracts/clients';
import { clientsKeys } from '../../../lib/query-keys';

/** `GET admin_partner/clients/{id}`: the client's personal data (the API records the read in the audit log). */
export async function getClient(id: number, signal?: AbortSignal) {
  return clientDetailResponseSchema.parse(await api.get(`admin_partner/clients/${id}`, { signal, context: { silent: true } }).json());
}

export const clientQueryOptions = (id: number) =>
  queryOptions({ queryKey: clientsKeys.detail(id), queryFn: ({ signal }) => getClient(id, signal) });

export const useClient = (id: number) => useQuery(clientQueryOptions(id));
