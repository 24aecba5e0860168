import { z } from 'zod';
import { passwordWithConfirmationSchema } from '../validation/password';
import { localeSchema, visibleModuleSchema } from './domain';
import { referenceCurrencySchema } from './statistics';
import { textSchema } from './common';

const emailSchema = textSchema()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' }));

export const partnerUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  language: localeSchema,
  private_mode: z.boolean(),
  fidleg_certified: z.boolean(),
  two_factor: z.enum(['none', 'email']),
  partner_company: z.object({ id: z.number().int(), name: z.string() }),
  can_see_company_statistics: z.boolean(),
  // defaulted so that a reader of an older answer (or a test fixture without it) gets the default currency
  reference_currency: referenceCurrencySchema.default('CHF'),
  /** the scope of the client list the user chose last; optional, so that older answers and fixtures still parse
   * (absent means 'company') */
  client_scope: z.enum(['company', 'personal']).optional(),
  /** 'operator': an internal operator who sees the admin actions (docs/clients.md); absent in older answers (an adviser) */
  role: z.enum(['adviser', 'operator']).optional(),
});
export type PartnerUser = z.infer<typeof partnerUserSchema>;

/**
 * The tokens of a sign-in or a refresh. The refresh token also comes as the HttpOnly cookie `refresh_token`; a refresh
 * that presented the cookie gets it back only in the cookie, so `refresh_token` is in the body only where the
 * request had it in the body (clients that are not browsers, docs/auth-and-sessions.md) and in the answers of login and two_factor.
 */
export const authTokensSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string().optional(),
  expires_in: z.number().int(),
});
export type AuthTokens = z.infer<typeof authTokensSchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: textSchema().min(1).max(1024),
  remember_device: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginSuccessSchema = z.object({
  status: z.literal('success'),
  partner_user: partnerUserSchema,
  tokens: authTokensSchema,
  available_modules: z.array(visibleModuleSchema),
  message: z.string(),
});
export type LoginSuccess = z.infer<typeof loginSuccessSchema>;

export const loginTwoFactorRequiredSchema = z.object({
  status: z.literal('2fa_required'),
  temp_token: z.string(),
  message: z.string(),
});
export const loginResponseSchema = z.discriminatedUnion('status', [loginSuccessSchema, loginTwoFactorRequiredSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const twoFactorBodySchema = z.object({
  // the format is checked by comparing with the sent code, so a wrong one counts as an attempt
  code: textSchema().trim().min(1).max(12),
  temp_token: textSchema().min(1).max(200),
  email: emailSchema,
  remember_device: z.boolean().optional(),
});
export type TwoFactorBody = z.infer<typeof twoFactorBodySchema>;

export const sendCodeBodySchema = z.object({ email: emailSchema, temp_token: textSchema().min(1).max(200) });
export type SendCodeBody = z.infer<typeof sendCodeBodySchema>;

export const refreshBodySchema = z.object({
  grant_type: z.literal('refresh_token'),
  /** omitted by the portal in a browser, which refreshes with the HttpOnly cookie */
  refresh_token: textSchema().min(1).max(200).optional(),
});
export type RefreshBody = z.infer<typeof refreshBodySchema>;

export const logoutBodySchema = z.object({ refresh_token: textSchema().max(200).optional() });

export const requestPasswordResetBodySchema = z.object({ email: emailSchema, locale: localeSchema.optional() });
export type RequestPasswordResetBody = z.infer<typeof requestPasswordResetBodySchema>;

export const resetPasswordParamsSchema = z.object({ token: textSchema().min(1).max(200) });
export const resetPasswordBodySchema = passwordWithConfirmationSchema;
/** A reset link that can still set a password (unused, not expired); a spent one answers 422 with its message. */
export const resetLinkStatusResponseSchema = z.object({ valid: z.literal(true) });
export type ResetLinkStatusResponse = z.infer<typeof resetLinkStatusResponseSchema>;
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const verifyEmailBodySchema = z.object({ token: textSchema().min(1).max(200) });
