import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, downloadFile, getClientVbSearch, uploadWithProgress } from '@portal/shared/api';
import { vbSearchSchema, type ClientVbSearchResponse, type VbSearch } from '@portal/shared/contracts';
import { onboardingKeys } from '../../../lib/query-keys';

/** `GET admin_partner/clients/{id}/vb_search`: the client and its search (null before one is started). */
export const useClientVbSearch = (clientId: number) =>
  useQuery({
    queryKey: onboardingKeys.vbSearch(clientId),
    queryFn: ({ signal }) => getClientVbSearch(clientId, signal),
  });

/** Every change answers the search as it is now: the page shows that answer. */
function useSearchMutation<Input>(clientId: number, send: (input: Input) => Promise<VbSearch>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (search) =>
      queryClient.setQueryData<ClientVbSearchResponse>(onboardingKeys.vbSearch(clientId), (current) =>
        current ? { ...current, vb_search: search } : current,
      ),
  });
}

/** `POST admin_partner/vb_search`: starts the client's search. */
export const useCreateVbSearch = (clientId: number) =>
  useSearchMutation(clientId, (former_employers: string[]) =>
    api.post('admin_partner/vb_search', { json: { client_id: clientId, former_employers } }).json(vbSearchSchema),
  );

/** `PUT admin_partner/vb_search/{id}`: the former employers, while the search is pending. */
export const useUpdateVbSearch = (clientId: number, id: number) =>
  useSearchMutation(clientId, (former_employers: string[]) =>
    api.put(`admin_partner/vb_search/${id}`, { json: { former_employers } }).json(vbSearchSchema),
  );

/** `PUT admin_partner/vb_search/{id}/sign_document`: the signature drawn on screen (a PNG data URL). */
export const useSignVbSearch = (clientId: number, id: number) =>
  useSearchMutation(clientId, (poa_signature: string) =>
    api.put(`admin_partner/vb_search/${id}/sign_document`, { json: { poa_signature } }).json(vbSearchSchema),
  );

/** `PUT admin_partner/vb_search/{id}/pao_signed_document` (`poa_wet_signed`), with upload progress; silent: the field shows errors. */
export const useUploadSignedPao = (clientId: number, id: number) =>
  useSearchMutation(clientId, async ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) => {
    const form = new FormData();
    form.append('poa_wet_signed', file, file.name);
    const body = await uploadWithProgress(`admin_partner/vb_search/${id}/pao_signed_document`, form, {
      method: 'PUT',
      onProgress,
      context: { silent: true },
    });
    return vbSearchSchema.parse(body);
  });

/** `GET admin_partner/vb_search/{id}/pao_document`: the power of attorney (PDF), with the drawn signature once signed. */
export const useDownloadVbPao = (id: number) =>
  useMutation({ mutationFn: () => downloadFile(`admin_partner/vb_search/${id}/pao_document`, { fallbackName: 'vollmacht.pdf' }) });
