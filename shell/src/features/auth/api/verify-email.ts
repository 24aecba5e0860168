import { useMutation } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { messageResponseSchema } from '@portal/shared/contracts';

export function verifyEmail(token: string) {
  // The page shows the outcome itself, so the generic error toast would only repeat it.
  return api.post('admin_partner/verify_email', { json: { token }, context: { skipAuth: true, silent: true } }).json(messageResponseSchema);
}

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
