import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { suggestedServicesResponseSchema } from '@portal/shared/contracts';
import { clientsKeys } from '../../../lib/query-keys';

/**
 * `GET admin_partner/partner_suggested_services?client_id=`: the services the adviser suggested for the client. They
 * change in the onboarding remote, whose cache this one does not know: read again whenever the detail opens.
 */
export const useSuggestedServices = (clientId: number) =>
  useQuery({
    queryKey: clientsKeys.suggestedServices(clientId),
    staleTime: 0,
    queryFn: ({ signal }) =>
      api
        .get('admin_partner/partner_suggested_services', { searchParams: { client_id: clientId }, signal })
        .json(suggestedServicesResponseSchema),
  });
