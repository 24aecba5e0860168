import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import {
  onboardingStateResponseSchema,
  type CreateClientBody,
  type SaveSuggestedBankBody,
  type UpdateClientBody,
} from '@portal/shared/contracts';
import { onboardingKeys } from '../../../lib/query-keys';

/** The key prefixes of the other remotes' queries that a saved client changes. */
const clientDataKeys = ['clients', 'statistics'] as const;

/** `POST admin_partner/clients`: the first save, which creates the client. */
export async function createClient(body: CreateClientBody) {
  return onboardingStateResponseSchema.parse(await api.post('admin_partner/clients', { json: body }).json());
}

/** `PUT admin_partner/clients/{id}`: personal data and/or fee structure. */
export async function updateClient(id: number, body: UpdateClientBody) {
  return onboardingStateResponseSchema.parse(await api.put(`admin_partner/clients/${id}`, { json: body }).json());
}

/** `PUT admin_partner/clients/{id}/save_suggested_bank`. */
export async function saveSuggestedBank(id: number, body: SaveSuggestedBankBody) {
  return onboardingStateResponseSchema.parse(await api.put(`admin_partner/clients/${id}/save_suggested_bank`, { json: body }).json());
}

export type SaveRequest =
  | { kind: 'create'; body: CreateClientBody }
  | { kind: 'update'; id: number; banks?: SaveSuggestedBankBody; body?: UpdateClientBody }
  | { kind: 'banks'; id: number; banks: SaveSuggestedBankBody };

/**
 * Every save of the wizard. The bank data go first (docs/onboarding.md: saved before the fee or any later step), then the
 * step's own data; the answer is the client's new state, put into the cache.
 */
export function useSaveClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: SaveRequest) => {
      if (request.kind === 'create') return createClient(request.body);
      let state = request.banks ? await saveSuggestedBank(request.id, request.banks) : undefined;
      if (request.kind === 'update' && request.body) state = await updateClient(request.id, request.body);
      if (!state) throw new Error('nothing to save');
      return state;
    },
    onSuccess: (state) => {
      queryClient.setQueryData(onboardingKeys.state(state.client.id), state);
      // the client list and detail (mf-clients) and the dashboard's funnel (mf-statistics) show the same clients
      for (const prefix of clientDataKeys) void queryClient.invalidateQueries({ queryKey: [prefix] });
    },
  });
}
