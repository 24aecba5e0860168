import {
  loginResponseSchema,
  loginSuccessSchema,
  messageResponseSchema,
  resetLinkStatusResponseSchema,
  type ResetLinkStatusResponse,
} from '../contracts';
import { useSession } from '../session';
import { api } from './client';
import type {
  LoginRequest,
  LoginResponse,
  LoginSuccess,
  MessageResponse,
  PasswordResetRequest,
  ResetPasswordRequest,
  SendCodeRequest,
  TwoFactorRequest,
} from './types';

// The auth calls carry no bearer token and bypass the 401 rules: a wrong password is not an expired session.
const authContext = { skipAuth: true };

export function login(body: LoginRequest): Promise<LoginResponse> {
  return api.post('admin_partner/authorization/login', { json: body, context: authContext }).json(loginResponseSchema);
}

export function twoFactor(body: TwoFactorRequest): Promise<LoginSuccess> {
  return api.post('admin_partner/authorization/two_factor', { json: body, context: authContext }).json(loginSuccessSchema);
}

export function sendCode(body: SendCodeRequest): Promise<MessageResponse> {
  return api.post('admin_partner/authorization/send_code', { json: body, context: authContext }).json(messageResponseSchema);
}

/**
 * Revokes the session on the server (the API finds it by the HttpOnly refresh cookie, which the browser sends, or by
 * the bearer) and clears the cookie, then clears the session here whatever the server answered.
 */
export async function logout(): Promise<void> {
  const { accessToken, partnerUser, signOut } = useSession.getState();
  try {
    if (accessToken || partnerUser) {
      // The bearer goes along explicitly: logging out must not start a refresh or end the session twice.
      await api.post('admin_partner/authorization/logout', {
        json: {},
        headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
        credentials: 'same-origin',
        context: { ...authContext, silent: true },
      });
    }
  } catch {
    // The local session ends anyway; an unreachable server must not keep a user signed in.
  } finally {
    signOut();
  }
}

export function requestPasswordReset(body: PasswordResetRequest): Promise<MessageResponse> {
  return api.post('admin_partner/reset_password/', { json: body, context: authContext }).json(messageResponseSchema);
}

/**
 * Whether a reset link can still be used: rejects (422, with the server's message) when it is spent or expired. Silent:
 * the page says so in place of the form, a toast would say it a second time.
 */
export function checkResetLink(token: string): Promise<ResetLinkStatusResponse> {
  return api
    .get(`admin_partner/reset_password/${encodeURIComponent(token)}`, { context: { ...authContext, silent: true } })
    .json(resetLinkStatusResponseSchema);
}

export function resetPassword(token: string, body: ResetPasswordRequest): Promise<MessageResponse> {
  return api
    .patch(`admin_partner/reset_password/${encodeURIComponent(token)}`, { json: body, context: authContext })
    .json(messageResponseSchema);
}
