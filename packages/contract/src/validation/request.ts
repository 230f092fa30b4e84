import { z } from 'zod';
import type { FieldErrors } from '../common.js';
import { parseForm } from './parse-form.js';
import type { FormDef, FormValues } from './types.js';

/**
 * Requests are validated by zod schemas of the contract, on the server (every route, through one
 * helper) and in the browser alike. This module turns a request part into either its parsed value
 * or SPEC §8 field errors in Estonian.
 */

/** Which part of an HTTP request a schema reads; a problem with the part as a whole is keyed by it. */
export type RequestPart = 'body' | 'querystring' | 'params' | 'headers';

export const INVALID_CHARACTERS_MESSAGE = 'Tekst sisaldab lubamatuid märke.';
export const INVALID_VALUE_MESSAGE = 'Väärtus ei ole korrektne.';
export const REQUIRED_VALUE_MESSAGE = 'See väli on nõutud.';
export const INVALID_FORM_MESSAGE = 'Palun paranda vormi vead.';
export const FLAG_MESSAGE = 'Valiku väärtus on vigane.';

const envelopes = new WeakSet<z.ZodType>();
const resourcePaths = new WeakSet<z.ZodType>();

/**
 * Path parameters that name a resource (an order id, a page slug). A value the schema refuses
 * names nothing we have, so the server answers 404 with the schema's message rather than 422.
 */
export function resourcePath<T extends z.ZodRawShape>(shape: T) {
  const schema = z.object(shape);
  resourcePaths.add(schema);
  return schema;
}

/** Whether a failure of `schema` means "not found" (see resourcePath). */
export function namesResource(schema: z.ZodType): boolean {
  return resourcePaths.has(schema);
}

/**
 * SPEC §7 wraps some payloads in one key (`{order}`, `{feedback}`). Field errors are keyed inside
 * the wrapper (`contacts.phone`, not `order.contacts.phone`), as the forms that send them name them.
 */
export function envelope<K extends string, S extends z.ZodType>(key: K, inner: S) {
  const schema = z.object({ [key]: inner } as { [P in K]: S });
  envelopes.add(schema);
  return schema;
}

/**
 * A contract form (the SPEC §5 rules with their Estonian messages) as a zod schema: trimmed
 * strings of the form's own fields, every failing field reported with its messages.
 */
export function formSchema<F extends FormDef>(form: F): z.ZodType<FormValues<F>, FormInput<F>> {
  const schema = z.unknown().transform((input, ctx): FormValues<F> => {
    const result = parseForm(form, input);
    if (result.ok) return result.value;
    for (const [field, messages] of Object.entries(result.errors)) {
      for (const message of messages) ctx.addIssue({ code: 'custom', message, path: [field] });
    }
    return z.NEVER;
  });
  // The form reads anything; what a client should send is the form's fields as text.
  return schema as unknown as z.ZodType<FormValues<F>, FormInput<F>>;
}

/** What a client sends for a form: each field as text (absent fields read as empty). */
export type FormInput<F extends FormDef> = { [K in keyof F]?: string | number | boolean | null };

/** An id sent as a JSON number (the SPA) or a digit string; 1 … 2^31−1. */
export function idSchema(message: string) {
  return wholeNumberSchema(1, 2_147_483_647, message);
}

/** A whole number in [min, max], as a number or a string of digits; anything else gets `message`. */
export function wholeNumberSchema(min: number, max: number, message: string) {
  return z
    .union(
      [z.number({ error: message }), z.string({ error: message }).regex(/^\s*-?\d{1,10}\s*$/, message)],
      {
        error: message,
      },
    )
    .transform(Number)
    .pipe(z.number().int({ error: message }).min(min, { error: message }).max(max, { error: message }));
}

/** A flag as a boolean or its form spellings ('true'/'false', '1'/'0', 1/0). */
export function flagSchema(message: string) {
  return z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0']), z.literal(1), z.literal(0)], {
      error: message,
    })
    .transform((value) => value === true || value === 'true' || value === '1' || value === 1);
}

/** A path parameter that must be a plain positive number (e.g. an order id); `message` otherwise. */
export function numericParam(message: string) {
  return z
    .string({ error: message })
    .regex(/^[1-9]\d{0,8}$/, message)
    .transform(Number);
}

/**
 * An optional query parameter: absent, or empty after trimming, reads as undefined; a repeated
 * parameter (an array) or anything the schema refuses gets `message`.
 */
export function queryParam<S extends z.ZodType>(schema: S, message: string) {
  return z
    .unknown()
    .transform((value, ctx): z.output<S> | undefined => {
      const text = typeof value === 'string' ? value.trim() : value;
      if (text === undefined || text === '') return undefined;
      const parsed = schema.safeParse(text);
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    })
    .optional();
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `day` is a real calendar day written yyyy-mm-dd. */
export function isDay(day: string): boolean {
  if (!DAY_PATTERN.test(day)) return false;
  const date = new Date(`${day}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** A calendar day yyyy-mm-dd (a real one: no 2025-02-30). */
export const DaySchema = z.string().refine(isDay);

// NUL breaks PostgreSQL text, a lone surrogate cannot be encoded as UTF-8: refused everywhere.
const FORBIDDEN_CHARACTERS = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MAX_SCAN_DEPTH = 32;

/** Paths of the strings (values or keys) in `value` that hold a NUL or a lone surrogate. */
export function badCharacterPaths(value: unknown): (string | number)[][] {
  const found: (string | number)[][] = [];
  const visit = (node: unknown, path: (string | number)[]) => {
    if (typeof node === 'string') {
      if (FORBIDDEN_CHARACTERS.test(node)) found.push(path);
      return;
    }
    if (typeof node !== 'object' || node === null || path.length >= MAX_SCAN_DEPTH) return;
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, [...path, index]));
      return;
    }
    for (const [key, item] of Object.entries(node)) {
      if (FORBIDDEN_CHARACTERS.test(key)) found.push(path);
      else visit(item, [...path, key]);
    }
  };
  visit(value, []);
  return found;
}

/** Estonian text for an issue whose schema gave no message of its own. */
export function issueMessage(issue: {
  code: string;
  input?: unknown;
  origin?: string;
  maximum?: unknown;
  minimum?: unknown;
}): string {
  if (issue.code === 'invalid_type' && issue.input === undefined) return REQUIRED_VALUE_MESSAGE;
  if (issue.code === 'too_big' && issue.origin === 'string') {
    return `Tekst võib olla kuni ${String(issue.maximum)} tähemärki.`;
  }
  if (issue.code === 'too_small' && issue.origin === 'string') {
    return issue.minimum === 1
      ? REQUIRED_VALUE_MESSAGE
      : `Tekst peab olema vähemalt ${String(issue.minimum)} tähemärki.`;
  }
  if (issue.code === 'too_big' && issue.origin === 'array') {
    return `Loetelus võib olla kuni ${String(issue.maximum)} kirjet.`;
  }
  return INVALID_VALUE_MESSAGE;
}

function fieldKey(path: readonly PropertyKey[], part: RequestPart, inEnvelope: boolean): string {
  const keys = path.map(String);
  const own = inEnvelope ? keys.slice(1) : keys;
  if (own.length > 0) return own.join('.');
  return keys[0] ?? part;
}

function addError(errors: FieldErrors, key: string, message: string): void {
  const list = (errors[key] ??= []);
  if (!list.includes(message)) list.push(message);
}

/** The reply's message: the one problem as it is, or a summary when there are several. */
export function summaryMessage(errors: FieldErrors): string {
  const all = Object.values(errors).flat();
  return all.length === 1 && all[0] !== undefined ? all[0] : INVALID_FORM_MESSAGE;
}

export type RequestParse<T> =
  | { ok: true; value: T }
  /** `characters`: a string held NUL or a lone surrogate; `schema`: the schema refused the value. */
  | { ok: false; reason: 'characters' | 'schema'; errors: FieldErrors; message: string };

/**
 * Validates one request part with a contract schema. Strings holding NUL or lone surrogates are
 * refused before the schema runs, whatever the schema would make of them. A missing body or query
 * reads as `{}`, so required fields report themselves.
 */
export function parseRequestPart<S extends z.ZodType>(
  schema: S,
  data: unknown,
  part: RequestPart,
): RequestParse<z.output<S>> {
  const input = data === null || data === undefined ? {} : data;
  const inEnvelope = envelopes.has(schema);
  const errors: FieldErrors = {};
  for (const path of badCharacterPaths(input)) {
    addError(errors, fieldKey(path, part, inEnvelope), INVALID_CHARACTERS_MESSAGE);
  }
  if (Object.keys(errors).length > 0)
    return { ok: false, reason: 'characters', errors, message: summaryMessage(errors) };
  const result = schema.safeParse(input, { error: (issue) => issueMessage(issue) });
  if (result.success) return { ok: true, value: result.data };
  for (const issue of result.error.issues) {
    addError(errors, fieldKey(issue.path, part, inEnvelope), issue.message);
  }
  return { ok: false, reason: 'schema', errors, message: summaryMessage(errors) };
}
