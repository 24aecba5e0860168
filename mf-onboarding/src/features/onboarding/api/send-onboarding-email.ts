import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { messageResponseSchema } from '@portal/shared/contracts';
import { onboardingKeys } from '../../../lib/query-keys';

/** `POST admin_partner/client_onboarding/{id}/send_onboarding_email`: the invitation e-mail to the client. */
export async function sendOnboardingEmail(id: number) {
  return messageResponseSchema.parse(await api.post(`admin_partner/client_onboarding/${id}/send_onboarding_email`).json());
}

export function useSendOnboardingEmail(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendOnboardingEmail(id),
    // the client is invited now: its funnel stage moved
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.state(id) }),
  });
}
