import type { RuleName, Rules } from './types.js';
import { parseDecimal } from './numbers.js';
import { asNumber, asText, fileName, isEmptyValue, isRecord, sameValue, textLength } from './values.js';

export interface RuleContext {
  values: Record<string, unknown>;
  labels?: Record<string, string>;
}

export interface RuleSpec<P> {
  test: (value: unknown, param: P, ctx: RuleContext) => boolean;
  /** Values for the message placeholders besides {field}. */
  params?: (param: P, ctx: RuleContext) => Record<string, string | number>;
  /** Judges the value as a whole; other rules check every element of an array. */
  whole?: boolean;
  /** Also runs on empty values (only where emptiness itself can be wrong). */
  onEmpty?: boolean;
}

type RuleTable = { [K in RuleName]-?: RuleSpec<NonNullable<Rules[K]>> };

const LETTERS = /^\p{L}*$/u;
const LETTERS_DIGITS = /^[\p{L}0-9]*$/u;
const LETTERS_DIGITS_DASHES = /^[\p{L}0-9_-]*$/u;
const LETTERS_SPACES = /^[\p{L}\s]*$/u;
const INTEGER = /^-?[0-9]+$/;
const DIGITS_ONLY = /^[0-9]+$/;
const EMAIL_LOCAL = "[\\p{L}0-9!#$%&'*+/=?^_`{|}~-]+";
const EMAIL_LABEL = '[\\p{L}0-9](?:[\\p{L}0-9-]*[\\p{L}0-9])?';
const EMAIL = new RegExp(`^${EMAIL_LOCAL}(?:\\.${EMAIL_LOCAL})*@(?:${EMAIL_LABEL}\\.)+\\p{L}{2,}$`, 'u');
/** RFC 5321 path limit. */
const EMAIL_MAX_LENGTH = 254;
/** SPEC §5 "Image upload": recognised by extension. */
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'];

/** Runs a check on the value's text; values without text (objects) fail. */
function onText(value: unknown, check: (text: string) => boolean): boolean {
  const text = asText(value);
  return text !== null && check(text);
}

function matches(pattern: RegExp, value: unknown): boolean {
  return onText(value, (text) => pattern.test(text));
}

function hasExtension(value: unknown, extensions: string[]): boolean {
  const name = fileName(value);
  if (name === null) return false;
  const dot = name.lastIndexOf('.');
  if (dot < 0) return false;
  const extension = name.slice(dot + 1).toLowerCase();
  return extensions.some((allowed) => allowed.replace(/^\./, '').toLowerCase() === extension);
}

/** `image/png` against `image/png` or `image/*`; parameters such as `; charset` are ignored. */
function mimeMatches(type: string, pattern: string): boolean {
  const [family, sub] = pattern.toLowerCase().split('/');
  const [typeFamily, typeSub] = (type.toLowerCase().split(';')[0] ?? '').trim().split('/');
  return family === typeFamily && (sub === '*' || sub === typeSub);
}

/** Most decimals the `double` rule allows: `true` any, a number caps them (at least one). */
function maxDecimals(decimals: number | boolean): number {
  return decimals === true ? Number.POSITIVE_INFINITY : Math.max(1, Math.floor(Number(decimals)));
}

/** Confirmation compares text; an absent value reads as ''. */
function comparable(value: unknown): string {
  if (isEmptyValue(value)) return '';
  return asText(value)?.trim() ?? JSON.stringify(value);
}

function shown(value: unknown): string {
  return asText(value) ?? JSON.stringify(value);
}

export const ruleTable: RuleTable = {
  required: {
    test: (value) => !isEmptyValue(value) && value !== false,
    whole: true,
    onEmpty: true,
  },
  alpha: { test: (value) => matches(LETTERS, value) },
  alpha_num: { test: (value) => matches(LETTERS_DIGITS, value) },
  alpha_dash: { test: (value) => matches(LETTERS_DIGITS_DASHES, value) },
  alpha_spaces: { test: (value) => matches(LETTERS_SPACES, value) },
  between: {
    test: (value, [min, max]) => asNumber(value) >= min && asNumber(value) <= max,
    params: ([min, max]) => ({ min, max }),
  },
  confirmed: {
    // An empty repeat of a filled-in password is a mismatch, so this rule runs on empty values.
    test: (value, other, ctx) => comparable(value) === comparable(ctx.values[other]),
    params: (other, ctx) => ({ other: ctx.labels?.[other] ?? other }),
    whole: true,
    onEmpty: true,
  },
  digits: {
    test: (value, length) => matches(DIGITS_ONLY, value) && onText(value, (text) => text.length === length),
    params: (length) => ({ length }),
  },
  email: {
    test: (value) => matches(EMAIL, value) && onText(value, (text) => textLength(text) <= EMAIL_MAX_LENGTH),
  },
  integer: { test: (value) => matches(INTEGER, value) },
  numeric: { test: (value) => matches(DIGITS_ONLY, value) },
  min: {
    test: (value, length) => onText(value, (text) => textLength(text) >= length),
    params: (length) => ({ length }),
  },
  max: {
    test: (value, length) => onText(value, (text) => textLength(text) <= length),
    params: (length) => ({ length }),
  },
  min_value: {
    test: (value, min) => asNumber(value) >= min,
    params: (min) => ({ min }),
  },
  max_value: {
    test: (value, max) => asNumber(value) <= max,
    params: (max) => ({ max }),
  },
  length: {
    test: (value, length) =>
      Array.isArray(value) ? value.length === length : onText(value, (text) => textLength(text) === length),
    params: (length) => ({ length }),
    whole: true,
  },
  regex: {
    test: (value, pattern) => {
      // A global or sticky pattern keeps lastIndex between calls; always start from the beginning.
      pattern.lastIndex = 0;
      return matches(pattern, value);
    },
  },
  size: {
    test: (value, size) => isRecord(value) && typeof value.size === 'number' && value.size <= size * 1024,
    params: (size) => ({ size }),
  },
  double: {
    // The shop's one number parser: a decimal comma or point ("12,5", "12.5").
    test: (value, decimals) =>
      typeof value !== 'boolean' && parseDecimal(value, maxDecimals(decimals)) !== null,
  },
  image: { test: (value) => hasExtension(value, IMAGE_EXTENSIONS) },
  ext: { test: (value, extensions) => hasExtension(value, extensions) },
  mimes: {
    test: (value, types) => {
      const type = isRecord(value) ? value.type : undefined;
      return typeof type === 'string' && types.some((pattern) => mimeMatches(type, pattern));
    },
  },
  dimensions: {
    test: (value, { width, height }) => isRecord(value) && value.width === width && value.height === height,
    params: ({ width, height }) => ({ width, height }),
  },
  is: {
    test: (value, other) => sameValue(value, other),
    params: (other) => ({ other: shown(other) }),
    whole: true,
  },
  is_not: {
    test: (value, other) => !sameValue(value, other),
    params: (other) => ({ other: shown(other) }),
    whole: true,
  },
  oneOf: { test: (value, list) => list.some((item) => sameValue(value, item)) },
  excluded: { test: (value, list) => !list.some((item) => sameValue(value, item)) },
};

/** The table entry with its param type widened; the caller passes that rule's own param. */
export function ruleSpec(rule: RuleName): RuleSpec<unknown> {
  return ruleTable[rule] as RuleSpec<unknown>;
}
