import { useMutation } from '@tanstack/react-query';
import {
  login,
  logout,
  requestPasswordReset,
  resetPassword,
  sendCode,
  twoFactor,
  type ResetPasswordRequest,
} from '@portal/shared/api';
import { queryClient } from '@portal/shared/query';

// The endpoint functions live in @portal/shared/api; these are the mutations the shell's screens use.
export const useLogin = () => useMutation({ mutationFn: login });
export const useTwoFactor = () => useMutation({ mutationFn: twoFactor });
export const useSendCode = () => useMutation({ mutationFn: sendCode });
export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useResetPassword = () =>
  useMutation({ mutationFn: ({ token, ...body }: ResetPasswordRequest & { token: string }) => resetPassword(token, body) });

export const useLogout = () =>
  useMutation({
    mutationFn: logout,
    // Nothing cached for one user may show up for the next one on this browser.
    onSettled: () => queryClient.clear(),
  });
