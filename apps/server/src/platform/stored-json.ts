import type { z } from 'zod';

/** JSON read back from the database that cannot be parsed or has a shape our code never writes. */
export class StoredDataError extends Error {
  override name = 'StoredDataError';
}

/**
 * Parses JSON that our own code stored. Unreadable JSON is a fault in the data, so it is thrown
 * (the error handler logs and reports it as a 500) instead of being quietly replaced by an
 * empty value; `what` names the data in the error, e.g. 'product 12 specs'.
 */
export function parseStoredJson(json: string, what: string): unknown;
export function parseStoredJson<T>(json: string, what: string, schema: z.ZodType<T>): T;
export function parseStoredJson<T>(json: string, what: string, schema?: z.ZodType<T>): unknown {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw new StoredDataError(`${what}: stored JSON cannot be parsed`, { cause: error });
  }
  if (schema === undefined) return value;
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new StoredDataError(`${what}: stored JSON has an unexpected shape`, { cause: parsed.error });
  }
  return parsed.data;
}
