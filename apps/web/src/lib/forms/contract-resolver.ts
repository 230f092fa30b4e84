import { validateForm, type FormDef, type FormValues } from '@kodumasinad/contract';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** react-hook-form resolver running the contract's rules, so browser and server judge alike. */
export function contractResolver<F extends FormDef>(form: F): Resolver<FormValues<F> & FieldValues> {
  type Values = FormValues<F> & FieldValues;
  return (values) => {
    const errors = validateForm(form, values);
    const fieldErrors: Record<string, FieldError> = {};
    for (const [name, messages] of Object.entries(errors)) {
      const message = messages[0];
      if (message !== undefined) fieldErrors[name] = { type: 'validate', message };
    }
    if (Object.keys(fieldErrors).length > 0)
      return { values: {}, errors: fieldErrors as FieldErrors<Values> };
    return { values, errors: {} };
  };
}

/** SPEC §5: fields validate on input and on blur, also before the first submit. */
export const FORM_TRIGGERS = { mode: 'all', reValidateMode: 'onChange' } as const;
