import argon2 from 'argon2';
import pLimit from 'p-limit';
import { AppError } from './errors.js';

/**
 * argon2id at 19 MiB, 2 passes, 1 lane: the first configuration OWASP's Password Storage Cheat
 * Sheet recommends. The library's default (64 MiB, 3 passes, 4 lanes) put a login burst at
 * 100,000 products over the 300 MB memory target (issue 9); this one costs about 26 ms of one
 * core and 19 MiB per hash. Hashes made with other parameters still verify (the parameters are
 * in the hash) and are replaced at the next successful login (`needsRehash`).
 */
export const HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * Hashes that may run at once; the rest wait their turn in order. Unbounded, 100 logins at once
 * (at 64 MiB a hash then) took the server from about 185 MB to 415 MB. One at a time adds one
 * hash's memory to the server's peak, whatever the burst, and leaves the other core to the
 * requests that need no hashing.
 */
export const HASHING_CONCURRENCY = 1;
/** Whether a stored hash was made with other parameters than HASH_OPTIONS (then rehash it). */
export function needsRehash(hash: string): boolean {
  return argon2.needsRehash(hash, HASH_OPTIONS);
}
/** Beyond this many waiting, a login is refused at once rather than kept waiting for seconds. */
export const MAX_WAITING_HASHES = 200;

export const SERVER_BUSY_MESSAGE = 'Server on praegu hõivatud. Palun proovi mõne hetke pärast uuesti.';

const hashing = pLimit(HASHING_CONCURRENCY);

function queued<T>(work: () => Promise<T>): Promise<T> {
  if (hashing.pendingCount >= MAX_WAITING_HASHES) {
    return Promise.reject(new AppError(503, 'busy', SERVER_BUSY_MESSAGE, undefined, { 'retry-after': '5' }));
  }
  return hashing(work);
}

/** Hashes being computed and waiting (for tests and diagnostics). */
export function hashingLoad(): { active: number; waiting: number } {
  return { active: hashing.activeCount, waiting: hashing.pendingCount };
}

export function hashPassword(password: string): Promise<string> {
  return queued(() => argon2.hash(password, HASH_OPTIONS));
}

/**
 * Whether the password matches the stored hash. A hash argon2 cannot read, or a failure of
 * argon2 itself, is thrown (a logged 500), not taken for a wrong password.
 */
export function verifyPassword(hash: string, password: string): Promise<boolean> {
  return queued(() => argon2.verify(hash, password));
}

/**
 * A hash of nothing anyone knows, with HASH_OPTIONS' parameters (a test checks they match), so
 * a login for an unknown address costs one verification exactly like a known one, from the
 * first request on.
 */
export const DUMMY_HASH =
  '$argon2id$v=19$m=19456,p=1,t=2$pzG57NRO6HHAmV6RaT3Eeg$9CNqmYGewEaz319OGqz/+lSS3DWIwgJRdgKTYe/6tF4';

/**
 * Spends the same time, through the same queue, as a real verification so a login for an unknown
 * address cannot be told apart from a wrong password by its response time.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(DUMMY_HASH, password);
  return false;
}
