import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { custodiansResponseSchema } from '@portal/shared/contracts';
import { onboardingKeys } from '../../../lib/query-keys';

/** `GET admin_partner/custodians`: every bank a client can hold its assets with, and which is a custom custodian. */
export async function getCustodians(signal?: AbortSignal) {
  const body = await api.get('admin_partner/custodians', { signal }).json();
  return custodiansResponseSchema.parse(body).custodians;
}

export const custodiansQueryOptions = () =>
  queryOptions({ queryKey: onboardingKeys.custodians(), queryFn: ({ signal }) => getCustodians(signal), staleTime: 10 * 60_000 });

export const useCustodians = () => useQuery(custodiansQueryOptions());
