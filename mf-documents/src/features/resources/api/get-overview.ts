import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProfile } from '@portal/shared/api';
import { documentsKeys } from '../../../lib/query-keys';

/** The first page's data: who is signed in, for which partner company (GET admin_partner/profile, parsed). */
export const overviewQueryOptions = () =>
  queryOptions({
    queryKey: documentsKeys.overview(),
    queryFn: () => getProfile(),
  });

export const useOverview = () => useQuery(overviewQueryOptions());
