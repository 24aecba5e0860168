// The password rule (docs/auth-and-sessions.md) with its exact messages (re-exported by the validation entry point).
import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
export const passwordRuleMessage =
  'Das Passwort muss aus mindestens 8 Zeichen, einer Zahl, sowie einem Klein- und Grossbuchstaben bestehen.';
export const passwordMismatchMessage = 'Die Passwörter stimmen nicht überein.';

export function isValidPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && /\d/.test(password) && /\p{Ll}/u.test(password) && /\p{Lu}/u.test(password);
}

export const passwordSchema = z.string({ error: passwordRuleMessage }).refine(isValidPassword, { error: passwordRuleMessage });

/** A new password and its repetition; the mismatch is reported on `password_confirmation`. */
export const passwordWithConfirmationSchema = z
  .object({ password: passwordSchema, password_confirmation: z.string({ error: passwordMismatchMessage }) })
  .refine((values) => values.password === values.password_confirmation, {
    error: passwordMismatchMessage,
    path: ['password_confirmation'],
  });
