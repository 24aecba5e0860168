import { useQuery } from '@tanstack/react-query';
import { getSuggestedServices } from '@portal/shared/api';
import { clientsKeys } from '../../../lib/query-keys';

/**
 * `GET admin_partner/partner_suggested_services?client_id=`: the services the adviser suggested for the client. They
 * change in the onboarding remote, whose cache this one does not know: read again whenever the detail opens.
 */
export const useSuggestedServices = (clientId: number) =>
  useQuery({
    queryKey: clientsKeys.suggestedServices(clientId),
    staleTime: 0,
    queryFn: ({ signal }) => getSuggestedServices(clientId, signal),
  });
