import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { onboardingStateResponseSchema } from '@portal/shared/contracts';
import { onboardingKeys } from '../../../lib/query-keys';

/** `GET admin_partner/client_onboarding/{id}`: the saved client and each step with its state. */
export async function getOnboardingState(id: number, signal?: AbortSignal) {
  const body = await api.get(`admin_partner/client_onboarding/${id}`, { signal }).json();
  return onboardingStateResponseSchema.parse(body);
}

export const onboardingStateQueryOptions = (id: number) =>
  queryOptions({ queryKey: onboardingKeys.state(id), queryFn: ({ signal }) => getOnboardingState(id, signal) });

export const useOnboardingState = (id: number | undefined) =>
  useQuery({ ...onboardingStateQueryOptions(id ?? 0), enabled: id !== undefined });
