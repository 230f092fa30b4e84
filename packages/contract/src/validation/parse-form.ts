import type { FieldErrors } from '../common.js';
import type { FormDef, FormValues } from './types.js';
import { validateForm } from './validate.js';
import { asText, isEmptyValue, isRecord } from './values.js';

/** Text to store: trimmed (unless the field says not to); absent fields and non-scalars become ''. */
function readField(value: unknown, trim: boolean): string {
  if (typeof value === 'string') return trim ? value.trim() : value;
  if (isEmptyValue(value) || typeof value === 'object') return '';
  return asText(value) ?? '';
}

/**
 * Reads an untrusted request body into the form's string values and validates them.
 * Only the form's own fields are kept. A body that is not an object reads as `{}`, so every
 * required field reports "on nõutud väli". Booleans and numbers are validated as sent (a
 * ticked box is `true`, so min_value 1 holds) and returned as text ('true', '5').
 */
export function parseForm<F extends FormDef>(
  form: F,
  values: unknown,
): { ok: true; value: FormValues<F> } | { ok: false; errors: FieldErrors } {
  const body = isRecord(values) ? values : {};
  const checked: Record<string, unknown> = {};
  const read: Record<string, string> = {};
  for (const name of Object.keys(form)) {
    const value = Object.hasOwn(body, name) ? body[name] : undefined;
    const trim = form[name]?.trim !== false;
    checked[name] = typeof value === 'boolean' || typeof value === 'number' ? value : readField(value, trim);
    read[name] = readField(value, trim);
  }
  const errors = validateForm(form, checked);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: read as FormValues<F> };
}
