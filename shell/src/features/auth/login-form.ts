import type { FieldErrors, Resolver } from 'react-hook-form';

// The login form is the first page most visitors load: its check is written out here instead of bringing zod
// (and the other forms' schemas) onto that page. It gives the results of `loginFormSchema` in `schemas.ts`, which
// the test beside this file holds it to: the e-mail is trimmed, required, then checked as zod's `z.email()` does.

export type LoginForm = { email: string; password: string; remember_device: boolean };

/** zod's `z.email()` pattern (zod/v4/core/regexes `email`). */
const emailPattern =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** Messages are keys of the `shell` namespace, as in the schemas of the other sign-in forms. */
export const loginFormResolver: Resolver<LoginForm> = async (values) => {
  const email = String(values.email ?? '').trim();
  const password = String(values.password ?? '');
  const errors: FieldErrors<LoginForm> = {};
  if (email.length < 1) errors.email = { type: 'too_small', message: 'validation.emailRequired' };
  else if (!emailPattern.test(email)) errors.email = { type: 'invalid_format', message: 'validation.emailInvalid' };
  if (password.length < 1) errors.password = { type: 'too_small', message: 'validation.passwordRequired' };
  if (Object.keys(errors).length > 0) return { values: {} as Record<string, never>, errors };
  return { values: { email, password, remember_device: Boolean(values.remember_device) }, errors: {} };
};
