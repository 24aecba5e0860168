import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorStatus } from '@portal/shared/api';

type FieldErrors = { errors?: { field: string; message: string }[] };

/**
 * Puts the API's field errors (`{ errors: [{ field: 'address.zip', message }] }`, 422) on the form's fields, so the
 * adviser sees them where they typed (the API client has toasted them as well). `prefix` strips the body's nesting
 * (`personal_data.`). Returns whether any field got one.
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, prefix = ''): boolean {
  if (errorStatus(error) !== 422) return false;
  // ky's HTTPError carries the parsed body in `data`
  const data = (error as { data?: FieldErrors }).data;
  let applied = false;
  for (const { field, message } of data?.errors ?? []) {
    if (!field.startsWith(prefix)) continue;
    setError(field.slice(prefix.length) as Path<T>, { type: 'server', message });
    applied = true;
  }
  return applied;
}
