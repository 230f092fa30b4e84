import type { FieldErrors } from '@kodumasinad/contract';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../api/api-error';

/**
 * Puts the `errors` of a 422 reply on the form's fields (SPEC §5). Keys may come nested, e.g.
 * `feedback.email` for a `{feedback: {...}}` payload; only known fields are set.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
): void {
  if (!isApiError(error)) return;
  const errors: FieldErrors = error.errors;
  for (const [key, messages] of Object.entries(errors)) {
    const name = fields.find((field) => key === field || key.endsWith(`.${field}`));
    const message = messages[0];
    if (name && message !== undefined) setError(name, { type: 'server', message });
  }
}
