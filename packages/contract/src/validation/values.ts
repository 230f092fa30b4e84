import { parseDecimal } from './numbers.js';

/** Conversions the rules share; each returns null/NaN for values the rule cannot read. */

/** Empty in vee-validate's sense, plus whitespace-only text: optional fields skip their rules. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

/** Text of a scalar; objects and arrays have none. NFC so a decomposed "õ" counts as one letter. */
export function asText(value: unknown): string | null {
  if (typeof value === 'string') return value.normalize('NFC');
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return String(value);
  return null;
}

/**
 * A plain decimal number ("12,5" or "12.5", read by the shop's one number parser); rejects hex,
 * exponents and "Infinity" that Number() would accept.
 */
export function asNumber(value: unknown): number {
  if (typeof value === 'boolean') return value ? 1 : 0;
  return parseDecimal(value) ?? Number.NaN;
}

/** Length in characters (code points), not UTF-16 units. */
export function textLength(text: string): number {
  return [...text].length;
}

/** File name of a File-like object, or the value itself when it is a path/name string. */
export function fileName(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (isRecord(value) && typeof value.name === 'string') return value.name;
  return null;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Loose equality for primitives ("1" matches 1), identity for everything else. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  const textA = asText(a);
  const textB = asText(b);
  return textA !== null && textB !== null && textA === textB;
}
