import { useRef, useState, type FormEvent } from 'react';
import type { FieldErrors, Resolver, UseFormRegisterReturn } from 'react-hook-form';

// The login form is the first page most visitors load: its check is written out here instead of bringing zod
// (and the other forms' schemas) onto that page. It gives the results of `loginFormSchema` in `schemas.ts`, which
// the test beside this file holds it to: the e-mail is trimmed, required, then checked as zod's `z.email()` does.

export type LoginForm = { email: string; password: string; remember_device: boolean };

/** zod's `z.email()` pattern (zod/v4/core/regexes `email`). */
const emailPattern = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

type FieldName = 'email' | 'password';
export type LoginFormErrors = Partial<Record<FieldName, { type: string; message: string }>>;

/** Messages are keys of the `shell` namespace, as in the schemas of the other sign-in forms. */
export function validateLoginForm(values: LoginForm): { values: LoginForm | null; errors: LoginFormErrors } {
  const email = String(values.email ?? '').trim();
  const password = String(values.password ?? '');
  const errors: LoginFormErrors = {};
  if (email.length < 1) errors.email = { type: 'too_small', message: 'validation.emailRequired' };
  else if (!emailPattern.test(email)) errors.email = { type: 'invalid_format', message: 'validation.emailInvalid' };
  if (password.length < 1) errors.password = { type: 'too_small', message: 'validation.passwordRequired' };
  if (Object.keys(errors).length > 0) return { values: null, errors };
  return { values: { email, password, remember_device: Boolean(values.remember_device) }, errors: {} };
}

/** The same check as a react-hook-form resolver. */
export const loginFormResolver: Resolver<LoginForm> = async (values) => {
  const result = validateLoginForm(values);
  if (!result.values) return { values: {} as Record<string, never>, errors: result.errors as FieldErrors<LoginForm> };
  return { values: result.values, errors: {} };
};

/**
 * The login form's state without react-hook-form (whose weight would sit on the first page), behaving as
 * `useForm({ resolver })` with its defaults does: nothing is checked before the first submit; a failed submit shows
 * every message and focuses the first invalid field; after it, a field is checked again as it changes.
 */
export function useLoginForm(onValid: (values: LoginForm) => Promise<void>) {
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  const submitted = useRef(false);
  const [rememberDevice, setRememberDevice] = useState(false);
  const [errors, setErrors] = useState<LoginFormErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const rememberRef = useRef(rememberDevice);
  // The submit handler reads the latest choice without being recreated on every toggle.
  // eslint-disable-next-line react-hooks/refs -- a ref mirroring state, written during render on purpose
  rememberRef.current = rememberDevice;

  const read = (): LoginForm => ({
    email: inputs.current.email?.value ?? '',
    password: inputs.current.password?.value ?? '',
    remember_device: rememberRef.current,
  });

  const register = (name: FieldName): UseFormRegisterReturn<FieldName> => ({
    name,
    ref: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    onChange: async () => {
      if (!submitted.current) return;
      const fieldError = validateLoginForm(read()).errors[name];
      setErrors((previous) => {
        const next = { ...previous };
        if (fieldError) next[name] = fieldError;
        else delete next[name];
        return next;
      });
    },
    onBlur: async () => {},
  });

  const handleSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    submitted.current = true;
    const result = validateLoginForm(read());
    setErrors(result.errors);
    if (!result.values) {
      const first = (['email', 'password'] as const).find((name) => result.errors[name]);
      if (first) inputs.current[first]?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await onValid(result.values);
    } finally {
      setSubmitting(false);
    }
  };

  return { register, handleSubmit, errors, isSubmitting, rememberDevice, setRememberDevice };
}
