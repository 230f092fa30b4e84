import { parseForm, type FormDef, type FormValues } from '@kodumasinad/contract';
import { invalidInput } from './errors.js';

/** Validates a request body with a contract form; invalid input becomes 422 with field errors. */
export function validateBody<F extends FormDef>(form: F, body: unknown): FormValues<F> {
  const result = parseForm(form, body);
  if (!result.ok) throw invalidInput(result.errors);
  return result.value;
}
