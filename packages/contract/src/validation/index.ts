export type {
  Rules,
  RuleName,
  MessageTable,
  FieldDef,
  FormDef,
  FormValues,
  ValidationContext,
} from './types.js';
export { localeMessages, overrideMessages, messages, formatMessage } from './messages.js';
export { isEmptyValue } from './values.js';
export { parseDecimal, parseHundredths, formatDecimal, formatPercent } from './numbers.js';
export { validateValue, validateForm, firstErrors } from './validate.js';
export { parseForm } from './parse-form.js';
export * from './request.js';

/** Events on which the web app re-validates a field (SPEC §5 "Default triggers"). */
export const DEFAULT_TRIGGERS = ['input', 'blur'] as const;
