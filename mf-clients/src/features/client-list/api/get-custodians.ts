import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api/client';
import { custodiansResponseSchema } from '@portal/shared/contracts/clients';
import { clientsKeys } from '../../../lib/query-keys';

/** `GET admin_partner/custodians`: the banks the custodian filter offers (reference data, cached for the session). */
export async function getCustodians(signal?: AbortSignal) {
  return custodiansResponseSchema.parse(await api.get('admin_partner/custodians', { signal }).json());
}

export const custodiansQueryOptions = () =>
  queryOptions({
    queryKey: clientsKeys.custodians(),
    queryFn: ({ signal }) => getCustodians(signal),
    staleTime: Infinity,
  });

export const useCustodians = () => useQuery(custodiansQueryOptions());
