import { z } from 'zod';
import { passwordWithConfirmationSchema, securityCodeSchema } from '@portal/shared/validation';

// Messages are keys of the `shell` namespace; the password and code rules bring their own texts.
const email = z.string().trim().min(1, 'validation.emailRequired').pipe(z.email('validation.emailInvalid'));

export const loginFormSchema = z.object({
  email,
  password: z.string().min(1, 'validation.passwordRequired'),
  remember_device: z.boolean(),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export const twoFactorFormSchema = z.object({ code: securityCodeSchema, remember_device: z.boolean() });
export type TwoFactorForm = z.infer<typeof twoFactorFormSchema>;

export const forgotPasswordFormSchema = z.object({ email });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

// docs/auth-and-sessions.md: the password rule and the mismatch message, as the API checks them too.
export const resetPasswordFormSchema = passwordWithConfirmationSchema;
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;
