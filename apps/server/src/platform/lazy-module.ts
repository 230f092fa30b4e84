import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A library loaded the first time it is used instead of at start (decision 012's memory budget):
 * documents, spreadsheets, HTML sanitising, TOTP and bank statements are rare next to catalogue
 * reads, and loading their libraries eagerly cost ~45 MB of resident memory in every process.
 * The package's CommonJS build is required synchronously, so callers keep synchronous APIs;
 * `import type` keeps the types.
 */
export function lazyModule<T>(id: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(id) as T);
}
