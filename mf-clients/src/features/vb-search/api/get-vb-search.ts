import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { clientVbSearchResponseSchema } from '@portal/shared/contracts';
import { clientsKeys } from '../../../lib/query-keys';

/**
 * `GET admin_partner/clients/{id}/vb_search`: the client's vested-benefits search, if it has one. It changes in the
 * onboarding remote, whose cache this one does not know: read again whenever the detail opens.
 */
export const useClientVbSearch = (clientId: number) =>
  useQuery({
    queryKey: clientsKeys.vbSearch(clientId),
    staleTime: 0,
    queryFn: ({ signal }) => api.get(`admin_partner/clients/${clientId}/vb_search`, { signal }).json(clientVbSearchResponseSchema),
  });
