import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, getClientVbSearch } from '@portal/shared/api';
import { vbSearchSchema, type ClientVbSearchResponse, type VbSearchAnswerBody } from '@portal/shared/contracts';
import { clientsKeys } from '../../../lib/query-keys';

/**
 * `GET admin_partner/clients/{id}/vb_search`: the client's vested-benefits search, if it has one. It changes in the
 * onboarding remote, whose cache this one does not know: read again whenever the detail opens.
 */
export const useClientVbSearch = (clientId: number) =>
  useQuery({
    queryKey: clientsKeys.vbSearch(clientId),
    staleTime: 0,
    queryFn: ({ signal }) => getClientVbSearch(clientId, signal),
  });

/** `PUT admin_partner/vb_search/{id}/answer` (internal operators): the wealth manager's answer to a handed-in search. */
export function useAnswerVbSearch(clientId: number, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VbSearchAnswerBody) =>
      api.put(`admin_partner/vb_search/${id}/answer`, { json: body, context: { silent: true } }).json(vbSearchSchema),
    onSuccess: (search) =>
      queryClient.setQueryData<ClientVbSearchResponse>(clientsKeys.vbSearch(clientId), (current) =>
        current ? { ...current, vb_search: search } : current,
      ),
  });
}
