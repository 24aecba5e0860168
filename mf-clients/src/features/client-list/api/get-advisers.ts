import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api/client';
import { partnerCompanyUsersResponseSchema } from '@portal/shared/contracts/clients';
import { clientsKeys } from '../../../lib/query-keys';

/** `GET admin_partner/partner_company_users`: the company's advisers, the options of the adviser filter. */
export async function getAdvisers(signal?: AbortSignal) {
  return partnerCompanyUsersResponseSchema.parse(await api.get('admin_partner/partner_company_users', { signal }).json());
}

export const advisersQueryOptions = () =>
  queryOptions({
    queryKey: clientsKeys.advisers(),
    queryFn: ({ signal }) => getAdvisers(signal),
    // a company's advisers change seldom: once a session is enough
    staleTime: Infinity,
  });

/** Only for callers with the partner_company_users module (the API refuses the others). */
export const useAdvisers = (enabled: boolean) => useQuery({ ...advisersQueryOptions(), enabled });
