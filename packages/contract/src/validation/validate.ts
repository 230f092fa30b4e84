import type { FieldErrors } from '../common.js';
import { formatMessage, templateFor } from './messages.js';
import { ruleSpec } from './rules.js';
import type { FormDef, RuleName, Rules, ValidationContext } from './types.js';
import { isEmptyValue } from './values.js';

/** A rule switched off with `false` (or left undefined) does not run; `is`/`is_not` compare with false. */
function isActive(rule: RuleName, param: unknown): boolean {
  if (param === undefined) return false;
  return param !== false || rule === 'is' || rule === 'is_not';
}

/** Strings are judged without surrounding whitespace, the same way parseForm stores them. */
function trimmed(value: unknown): unknown {
  return typeof value === 'string' ? value.trim() : value;
}

function runRule(rule: RuleName, param: unknown, value: unknown, ctx: ValidationContext): string | null {
  const spec = ruleSpec(rule);
  if (isEmptyValue(value) && !spec.onEmpty) return null;
  const passes =
    Array.isArray(value) && !spec.whole
      ? value.every((item) => spec.test(trimmed(item), param, ctx))
      : spec.test(value, param, ctx);
  if (passes) return null;
  return formatMessage(templateFor(rule, ctx.messages), { field: ctx.label, ...spec.params?.(param, ctx) });
}

/**
 * Every failing rule's message, in the order the rules were written. A failing `required`
 * is the only message: "on nõutud väli" already says all there is to say.
 */
export function validateValue(value: unknown, rules: Rules, ctx: ValidationContext): string[] {
  const subject = trimmed(value);
  if (rules.required) {
    const missing = runRule('required', true, subject, ctx);
    if (missing) return [missing];
  }
  const errors: string[] = [];
  for (const [rule, param] of Object.entries(rules) as [RuleName, unknown][]) {
    if (rule === 'required' || !isActive(rule, param)) continue;
    const message = runRule(rule, param, subject, ctx);
    if (message) errors.push(message);
  }
  return errors;
}

function labelsOf(form: FormDef): Record<string, string> {
  return Object.fromEntries(Object.entries(form).map(([name, field]) => [name, field.label]));
}

/** Errors keyed by field; fields without errors are absent, so a valid form gives `{}`. */
export function validateForm<F extends FormDef>(form: F, values: Record<string, unknown>): FieldErrors {
  const labels = labelsOf(form);
  const errors: FieldErrors = {};
  for (const [name, field] of Object.entries(form)) {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    const fieldErrors = validateValue(value, field.rules, {
      label: field.label,
      values,
      labels,
      messages: field.messages,
    });
    if (fieldErrors.length > 0) errors[name] = fieldErrors;
  }
  return errors;
}

/** The first message of each field, in field order, for the message area (SPEC §8). */
export function firstErrors(errors: FieldErrors): Record<string, string> {
  const first: Record<string, string> = {};
  for (const [field, list] of Object.entries(errors)) {
    if (list[0] !== undefined) first[field] = list[0];
  }
  return first;
}
