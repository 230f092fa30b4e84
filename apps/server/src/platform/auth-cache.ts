import type { User } from '@kodumasinad/contract';
import type { FastifyRequest } from 'fastify';
import type { SessionRow } from '../db/schema.js';
import { isApiRequest } from './api-guard.js';

export interface AuthCacheOptions {
  /** How long at most the database's auth version goes unchecked (0: on every read). */
  refreshMs: number;
  /** Entries kept of each kind; the oldest goes first. */
  maxEntries?: number;
  clock?: () => number;
}

/**
 * Reads that may be served from the cache: the API's GET calls, which are most of the traffic.
 * Pages, which show the one-time flash message, and every state-changing call read the database.
 */
export function servesFromCache(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && isApiRequest(request);
}

/**
 * Session rows and users of this process, so an API call does not cost two database reads
 * (decision 009). The database's `auth_meta.version`, raised by triggers on every change to
 * users, clients and sessions, is compared at most once per `refreshMs` and after every
 * state-changing request; when it moved, everything is dropped. A read that started before a
 * drop is not stored (the generation check), so an old row never outlives the drop.
 */
export class AuthCache {
  private readonly sessions = new Map<string, SessionRow>();
  private readonly users = new Map<number, User>();
  private generation = 0;
  private version: number | null = null;
  private checkedAt = -Infinity;
  private readonly maxEntries: number;
  private readonly clock: () => number;

  constructor(
    private readonly readVersion: () => Promise<number>,
    private readonly options: AuthCacheOptions,
  ) {
    this.maxEntries = options.maxEntries ?? 10_000;
    this.clock = options.clock ?? Date.now;
  }

  /** Compares the database's version (when `refreshMs` has passed, or `force`); drops all on a change. */
  async sync(force = false): Promise<void> {
    const now = this.clock();
    if (!force && now - this.checkedAt < this.options.refreshMs) return;
    this.checkedAt = now;
    const version = await this.readVersion();
    if (version !== this.version) {
      this.clear();
      this.version = version;
    }
  }

  clear(): void {
    this.sessions.clear();
    this.users.clear();
    this.generation += 1;
  }

  /** Taken before a database read; `store…` ignores the result if the cache was dropped since. */
  mark(): number {
    return this.generation;
  }

  /** A copy of the cached row (callers may change their copy). */
  session(id: string): SessionRow | undefined {
    const row = this.sessions.get(id);
    return row === undefined ? undefined : { ...row };
  }

  storeSession(mark: number, row: SessionRow): void {
    if (mark === this.generation) put(this.sessions, row.id, { ...row }, this.maxEntries);
  }

  forgetSession(id: string): void {
    this.sessions.delete(id);
  }

  user(id: number): User | undefined {
    return this.users.get(id);
  }

  storeUser(mark: number, user: User): void {
    if (mark === this.generation) put(this.users, user.id, freezeUser(user), this.maxEntries);
  }
}

function put<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value as K);
}

/** Cached users are shared by requests: frozen, so no handler changes another request's user. */
function freezeUser(user: User): User {
  Object.freeze(user.b2b_client);
  return Object.freeze(user);
}
