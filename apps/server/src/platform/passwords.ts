import argon2 from 'argon2';
import pLimit from 'p-limit';
import { AppError } from './errors.js';

/** argon2id at 64 MiB, 3 passes, 4 lanes (the library's defaults, spelled out): above OWASP's minimum. */
export const HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 65_536,
  timeCost: 3,
  parallelism: 4,
} as const;

/**
 * Hashes that may run at once. Each takes 64 MiB while it runs, and 100 logins at once took the
 * server from about 185 MB to 415 MB. One at a time kept the peak at 225 MB (5,000 products;
 * two at a time: 290 MB) and the burst took as long: argon2 already spreads one hash over its
 * four lanes' threads, so the CPU is busy either way. The rest wait their turn in order.
 */
export const HASHING_CONCURRENCY = 1;
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
  '$argon2id$v=19$m=65536,p=4,t=3$0BF6OjBNauGezCogtuhv0Q$zwwbES7AGG25Cqjzvc5h42V4aEzPBvV/crKteszq7ho';

/**
 * Spends the same time, through the same queue, as a real verification so a login for an unknown
 * address cannot be told apart from a wrong password by its response time.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(DUMMY_HASH, password);
  return false;
}
