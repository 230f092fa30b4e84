import type { FastifyReply } from 'fastify';

/**
 * UTF-8 JSON of a `T`, assembled from ready pieces where serialising whole objects on every call
 * was too slow. Bytes rather than a string, so nothing is encoded again when the reply is written.
 */
export type JsonBytes<T> = Buffer & { readonly __json: T };

const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

/** A piece of JSON (an array item) encoded once, to be used in many replies. */
export function jsonBytes(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value));
}

/**
 * `envelope` serialised with `key`, its first property, set to the array of the given JSON
 * items. The envelope's other values are serialised normally.
 */
export function withJsonArray<T>(key: string, items: readonly Buffer[], envelope: object): JsonBytes<T> {
  const rest = JSON.stringify({ [key]: 0, ...envelope });
  const head = `{${JSON.stringify(key)}:`;
  if (!rest.startsWith(`${head}0`)) throw new Error(`${key} is not the envelope's first property`);
  const parts: Buffer[] = [Buffer.from(`${head}[`)];
  items.forEach((item, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(item);
  });
  parts.push(CLOSE, Buffer.from(rest.slice(head.length + 1)));
  return Buffer.concat(parts) as JsonBytes<T>;
}

/** Sends ready JSON bytes as the reply body. */
export function sendJsonBytes<T>(reply: FastifyReply, json: JsonBytes<T>) {
  return reply.type('application/json; charset=utf-8').send(json);
}
