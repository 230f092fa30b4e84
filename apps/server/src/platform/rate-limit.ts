import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { AppError } from './errors.js';

export const RATE_LIMIT_MESSAGE = 'Liiga palju katseid. Palun oota mõni minut ja proovi siis uuesti.';

/**
 * Fixed-window counters kept in the database, so every server process sees the same counts.
 * A window starts with a key's first hit and lasts `windowMs`.
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly config: Config['rateLimit'],
  ) {}

  get failureLimit(): number {
    return this.config.loginFailures;
  }

  get perIpLimit(): number {
    return this.config.perIp;
  }

  /** Counts a hit and throws 429 once the key has gone over `limit` in its window. */
  async hit(key: string, limit: number): Promise<void> {
    const { count, windowStart } = await this.increment(key);
    if (count > limit) throw this.tooMany(windowStart);
  }

  /** Counts a hit without judging it (a failed login). */
  async record(key: string): Promise<void> {
    await this.increment(key);
  }

  /** Throws 429 when the key already reached `limit` in its current window. */
  async assertBelow(key: string, limit: number): Promise<void> {
    const row = await this.db
      .selectFrom('rate_limits')
      .select(['count', 'window_start'])
      .where('key', '=', key)
      .where('window_start', '>', this.windowCutoff(new Date()))
      .executeTakeFirst();
    if (row !== undefined && row.count >= limit) throw this.tooMany(row.window_start);
  }

  /** Takes one hit back (a call counted on arrival that turned out not to count). */
  async release(key: string): Promise<void> {
    await this.db
      .updateTable('rate_limits')
      .set({ count: sql<number>`rate_limits.count - 1` })
      .where('key', '=', key)
      .where('count', '>', 0)
      .where('window_start', '>', this.windowCutoff(new Date()))
      .execute();
  }

  async reset(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('key', '=', key).execute();
  }

  /** Forgets every key that starts with `prefix` (no LIKE: e-mails may hold `_` and `%`). */
  async resetPrefix(prefix: string): Promise<void> {
    await this.db
      .deleteFrom('rate_limits')
      .where(sql<string>`substr(${sql.ref('key')}, 1, ${prefix.length})`, '=', prefix)
      .execute();
  }

  private async increment(key: string): Promise<{ count: number; windowStart: string }> {
    const now = new Date();
    const nowIso = now.toISOString();
    const cutoff = this.windowCutoff(now);
    const expired = sql<boolean>`rate_limits.window_start <= cast(${cutoff} as text)`;
    const row = await this.db
      .insertInto('rate_limits')
      .values({ key, count: 1, window_start: nowIso })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql<number>`case when ${expired} then 1 else rate_limits.count + 1 end`,
          window_start: sql<string>`case when ${expired} then cast(${nowIso} as text) else rate_limits.window_start end`,
        }),
      )
      .returning(['count', 'window_start'])
      .executeTakeFirstOrThrow();
    // Expired windows of other keys are dead weight; sweeping them now and then keeps the table small.
    if (Math.random() < 0.01) {
      await this.db.deleteFrom('rate_limits').where('window_start', '<=', cutoff).execute();
    }
    return { count: row.count, windowStart: row.window_start };
  }

  private windowCutoff(now: Date): string {
    return new Date(now.getTime() - this.config.windowMs).toISOString();
  }

  private tooMany(windowStart: string): AppError {
    const retryMs = Date.parse(windowStart) + this.config.windowMs - Date.now();
    const retryAfter = String(Math.max(1, Math.ceil(retryMs / 1000)));
    return new AppError(429, 'rate_limited', RATE_LIMIT_MESSAGE, undefined, { 'retry-after': retryAfter });
  }
}

/** The failed sign-in calls of one client address (decision 067). */
const failedSignInsKey = (ip: string) => `credentials-failed-ip:${ip}`;

/**
 * Route hooks for every sign-in call (buyers' login, invitation, password reset, staff login and
 * code; decision 067): an address is refused once it has made `perIpLimit` FAILED calls in the
 * window, so many guesses across accounts stop, while the successful sign-ins of an office behind
 * one address never use up its allowance. A call fails when it is answered with a client error
 * (wrong credentials, a bad token, a malformed body). Every call is counted atomically when it
 * arrives and taken back when it succeeds, so calls sent in parallel cannot all pass a check made
 * before any of them failed. The per-account limits (e-mail and address, account lockout) stay as
 * they are.
 */
export function signInAddressGuard(limiter: RateLimiter) {
  return {
    preValidation: async (request: FastifyRequest) => {
      await limiter.hit(failedSignInsKey(request.ip), limiter.perIpLimit);
    },
    onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (reply.statusCode < 400) await limiter.release(failedSignInsKey(request.ip));
      return payload;
    },
  };
}
