import type { LockoutPolicy } from '../config.js';
import type { Db } from '../db/database.js';
import { AppError } from './errors.js';

export const ACCOUNT_LOCKED_MESSAGE =
  'Sellele kontole on tehtud liiga palju ebaõnnestunud sisselogimiskatseid. ' +
  'Proovi hiljem uuesti või taasta salasõna lingilt „Unustasid salasõna?”.';

const MAX_CLAIM_TRIES = 10;

/**
 * Growing waits between login attempts on one account, from any address (issue 9): guessing
 * from many addresses is capped per account, not only per e-mail and address. Kept in the
 * `rate_limits` table, so every server process sees the same count (decision 005): `count` is
 * the attempts so far, `window_start` the time the next attempt is allowed. Every attempt is
 * counted when it starts (a success clears the count), and the count only moves by a
 * compare-and-set, so parallel guesses cannot slip in before the wait is written.
 */
export class AccountLockout {
  constructor(
    private readonly db: Db,
    private readonly policy: LockoutPolicy,
  ) {}

  /** Counts an attempt on `key`, or throws 429 while the key must wait. */
  async claim(key: string): Promise<void> {
    for (let attempt = 0; attempt < MAX_CLAIM_TRIES; attempt += 1) {
      const now = Date.now();
      const row = await this.db
        .selectFrom('rate_limits')
        .select(['count', 'window_start'])
        .where('key', '=', key)
        .executeTakeFirst();
      const allowedAt = row === undefined ? -Infinity : Date.parse(row.window_start);
      if (now < allowedAt) throw locked(allowedAt - now);
      const forgotten = row === undefined || now - allowedAt >= this.policy.memoryMs;
      const count = forgotten ? 1 : row.count + 1;
      const next = new Date(now + this.delayAfter(count)).toISOString();
      if (row === undefined) {
        const inserted = await this.db
          .insertInto('rate_limits')
          .values({ key, count, window_start: next })
          .onConflict((oc) => oc.column('key').doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1) return;
        continue;
      }
      const updated = await this.db
        .updateTable('rate_limits')
        .set({ count, window_start: next })
        .where('key', '=', key)
        .where('count', '=', row.count)
        .where('window_start', '=', row.window_start)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 1) return;
    }
    // Others kept winning the race: they are attempts on the same account too.
    throw locked(this.policy.firstDelayMs);
  }

  /** Forgets the attempts of `key` (after a successful login or a password reset). */
  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('key', '=', key).execute();
  }

  /** The wait after the `count`-th attempt: none for the free ones, then doubling up to the cap. */
  delayAfter(count: number): number {
    if (count < this.policy.freeAttempts) return 0;
    const doublings = Math.min(count - this.policy.freeAttempts, 30);
    return Math.min(this.policy.maxDelayMs, this.policy.firstDelayMs * 2 ** doublings);
  }
}

function locked(waitMs: number): AppError {
  return new AppError(429, 'account_locked', ACCOUNT_LOCKED_MESSAGE, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))),
  });
}
