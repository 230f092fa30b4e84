import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { SessionRow } from '../db/schema.js';
import { servesFromCache, type AuthCache } from './auth-cache.js';

export const SESSION_COOKIE = 'kms_session';

/** last_seen_at is written at most this often, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 60 * 1000;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * A visitor's session. Anonymous visitors have a cookie token but no row; a row appears on login
 * or when a flash message must be kept.
 */
export interface SessionState {
  /** The raw cookie token (the CSRF token is derived from it); null before the first cookie. */
  token: string | null;
  record: SessionRow | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionState;
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const newToken = () => randomBytes(32).toString('base64url');

/*
 * This file is the only writer of `sessions`. The three functions below end sessions inside the
 * caller's transaction, for changes that must sign people out with them; the auth version rises
 * with the deleted rows (decision 009), so every process sees it.
 */

/** Signs the user out everywhere (deactivated, or after a password reset). */
export async function endUserSessions(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** Signs every user of the client company out (the client is blocked, decision 046). */
export async function endClientSessions(db: Db, clientId: number): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('user_id', 'in', (eb) =>
      eb.selectFrom('users').select('users.id').where('users.b2b_client_id', '=', clientId),
    )
    .execute();
}

/** Signs the staff member out everywhere (deactivated, or their authenticator reset). */
export async function endStaffSessions(db: Db, staffId: number): Promise<void> {
  await db.deleteFrom('sessions').where('staff_id', '=', staffId).execute();
}

export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'session' | 'secureCookies'>,
    private readonly cache: AuthCache,
  ) {}

  /**
   * Reads the cookie and, when it names a live session, its row; refreshes a stale last_seen_at.
   * API reads take the row from the auth cache while it is live and was touched recently.
   */
  async load(request: FastifyRequest, reply: FastifyReply): Promise<SessionState> {
    const cookie = request.cookies[SESSION_COOKIE];
    if (cookie === undefined || !TOKEN_PATTERN.test(cookie)) return { token: null, record: null };
    const now = new Date();
    const id = hashToken(cookie);
    if (servesFromCache(request)) {
      await this.cache.sync();
      const hit = this.cache.session(id);
      if (
        hit !== undefined &&
        hit.expires_at > now.toISOString() &&
        now.getTime() - Date.parse(hit.last_seen_at) < TOUCH_INTERVAL_MS
      ) {
        return { token: cookie, record: hit };
      }
    }
    const mark = this.cache.mark();
    const record = await this.db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', id)
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirst();
    if (record === undefined) {
      this.cache.forgetSession(id);
      return { token: cookie, record: null };
    }
    if (now.getTime() - Date.parse(record.last_seen_at) >= TOUCH_INTERVAL_MS) {
      const expiresAt = this.expiryFrom(now, record.created_at);
      await this.db
        .updateTable('sessions')
        .set({ last_seen_at: now.toISOString(), expires_at: expiresAt })
        .where('id', '=', record.id)
        .execute();
      record.last_seen_at = now.toISOString();
      record.expires_at = expiresAt;
      this.setCookie(reply, cookie, expiresAt);
    }
    this.cache.storeSession(mark, record);
    return { token: cookie, record };
  }

  /** The visitor's token, creating an anonymous one (cookie only, no row) when there is none. */
  ensureToken(request: FastifyRequest, reply: FastifyReply): string {
    if (request.session.token !== null) return request.session.token;
    const token = newToken();
    this.setCookie(reply, token, this.expiryFrom(new Date(), new Date().toISOString()));
    request.session = { token, record: null };
    return token;
  }

  /** Starts a fresh session for the user (a new token defeats session fixation); returns the token. */
  async login(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<string> {
    return this.start(request, reply, (row) => ({ ...row, user_id: userId }));
  }

  /**
   * Starts a fresh staff session at a sign-in step (decision 043): each step gets a new token,
   * so a token seen before the TOTP code is worthless after it.
   */
  async staffLogin(
    request: FastifyRequest,
    reply: FastifyReply,
    staff: Pick<SessionRow, 'staff_id' | 'staff_stage' | 'staff_enroll_secret'>,
  ): Promise<string> {
    return this.start(request, reply, (row) => ({ ...row, ...staff }));
  }

  private async start(
    request: FastifyRequest,
    reply: FastifyReply,
    owner: (row: SessionRow) => SessionRow,
  ): Promise<string> {
    const now = new Date();
    // Logins are rare enough to sweep expired sessions here instead of in a scheduled job.
    await this.db.deleteFrom('sessions').where('expires_at', '<=', now.toISOString()).execute();
    if (request.session.record) await this.remove(request.session.record.id);
    const token = newToken();
    const row = owner(this.newRow(request, token, null, now));
    await this.db.insertInto('sessions').values(row).execute();
    this.setCookie(reply, token, row.expires_at);
    request.session = { token, record: row };
    return token;
  }

  /** Ends the session and hands out a new anonymous token; returns the token. */
  async logout(request: FastifyRequest, reply: FastifyReply): Promise<string> {
    if (request.session.record) await this.remove(request.session.record.id);
    const token = newToken();
    this.setCookie(reply, token, this.expiryFrom(new Date(), new Date().toISOString()));
    request.session = { token, record: null };
    return token;
  }

  /** Signs the user out everywhere (after a password reset). */
  async destroyUserSessions(userId: number): Promise<void> {
    await endUserSessions(this.db, userId);
    this.cache.clear();
  }

  /** Signs the staff member out everywhere (deactivated, or their authenticator reset). */
  async destroyStaffSessions(staffId: number): Promise<void> {
    await endStaffSessions(this.db, staffId);
    this.cache.clear();
  }

  private async remove(id: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', id).execute();
    this.cache.forgetSession(id);
  }

  /** Keeps a message for the next page load's bootstrap `error`. */
  async setFlash(request: FastifyRequest, reply: FastifyReply, message: string): Promise<void> {
    const record = request.session.record;
    if (record) {
      await this.db.updateTable('sessions').set({ flash: message }).where('id', '=', record.id).execute();
      record.flash = message;
      return;
    }
    const token = this.ensureToken(request, reply);
    const now = new Date();
    const row: SessionRow = this.newRow(request, token, null, now);
    row.flash = message;
    await this.db
      .insertInto('sessions')
      .values(row)
      .onConflict((oc) => oc.column('id').doUpdateSet({ flash: message }))
      .execute();
    request.session = { token, record: row };
  }

  /** Returns the flash message once and clears it. */
  async consumeFlash(request: FastifyRequest): Promise<string | null> {
    const record = request.session.record;
    if (!record?.flash) return null;
    const message = record.flash;
    await this.db.updateTable('sessions').set({ flash: null }).where('id', '=', record.id).execute();
    record.flash = null;
    return message;
  }

  private newRow(request: FastifyRequest, token: string, userId: number | null, now: Date): SessionRow {
    const iso = now.toISOString();
    return {
      id: hashToken(token),
      user_id: userId,
      staff_id: null,
      staff_stage: null,
      staff_enroll_secret: null,
      flash: null,
      ip: request.ip,
      user_agent: request.headers['user-agent']?.slice(0, 500) ?? null,
      created_at: iso,
      last_seen_at: iso,
      expires_at: this.expiryFrom(now, iso),
    };
  }

  /** Sliding idle expiry, capped by an absolute lifetime counted from the session's start. */
  private expiryFrom(now: Date, createdAt: string): string {
    const idle = now.getTime() + this.config.session.idleMs;
    const absolute = Date.parse(createdAt) + this.config.session.maxMs;
    return new Date(Math.min(idle, absolute)).toISOString();
  }

  private setCookie(reply: FastifyReply, token: string, expiresAt: string): void {
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.secureCookies,
      expires: new Date(expiresAt),
    });
  }
}
