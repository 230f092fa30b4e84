import type { ErrorReply, FieldErrors } from '@kodumasinad/contract';

const isFieldErrors = (value: unknown): value is FieldErrors =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every(
    (messages) => Array.isArray(messages) && messages.every((message) => typeof message === 'string'),
  );

/**
 * What an error reply (SPEC §8) says, each part taken only when it has the contract's type (an
 * absent or malformed part is left out). Read without zod: errors must be understood on the first
 * screen, which carries no schema (decision 058).
 */
export function readErrorReply(body: unknown): Partial<ErrorReply> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  const record = body as Record<string, unknown>;
  const read: Partial<ErrorReply> = {};
  for (const key of ['message', 'warning', 'redirect', 'code'] as const) {
    const value = record[key];
    if (typeof value === 'string') read[key] = value;
  }
  if (isFieldErrors(record.errors)) read.errors = record.errors;
  return read;
}
