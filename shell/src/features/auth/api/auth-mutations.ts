import { useMutation } from '@tanstack/react-query';
import type { PasswordResetRequest, ResetPasswordRequest, SendCodeRequest, TwoFactorRequest } from '@portal/shared/api';
import { queryClient } from '@portal/shared/query';

// The endpoint functions live in @portal/shared/api; these are the mutations the shell's screens use (the login page
// signs in without react-query: api/login-request.ts). The module, with the zod schemas of the answers, loads when a
// form is sent, not with the first page.
const authApi = () => import('@portal/shared/api');

export const useTwoFactor = () => useMutation({ mutationFn: async (body: TwoFactorRequest) => (await authApi()).twoFactor(body) });
export const useSendCode = () => useMutation({ mutationFn: async (body: SendCodeRequest) => (await authApi()).sendCode(body) });
export const useRequestPasswordReset = () =>
  useMutation({ mutationFn: async (body: PasswordResetRequest) => (await authApi()).requestPasswordReset(body) });
export const useResetPassword = () =>
  useMutation({
    mutationFn: async ({ token, ...body }: ResetPasswordRequest & { token: string }) => (await authApi()).resetPassword(token, body),
  });

export const useLogout = () =>
  useMutation({
    mutationFn: async () => (await authApi()).logout(),
    // Nothing cached for one user may show up for the next one on this browser.
    onSettled: () => queryClient.clear(),
  });
