import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEMO_PASSWORD } from '../db/seed/demo-users.js';
import type { OutboxEntry } from '../platform/mail.js';
import { SESSION_COOKIE } from '../platform/sessions.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiOptions {
  /** Override the CSRF header: a string to send, null to leave it out. */
  csrf?: string | null;
  /** Send X-Requested-With (default true). */
  xhr?: boolean;
  headers?: Record<string, string>;
  /** A body sent exactly as given (malformed JSON, text/plain…), instead of `body` as JSON. */
  rawPayload?: string | Buffer;
}

/** A browser stand-in: keeps the session cookie and the CSRF token between calls, like the SPA. */
export class TestClient {
  cookie: string | null = null;
  csrf: string | null = null;

  constructor(
    private readonly app: FastifyInstance,
    private readonly remoteAddress = '127.0.0.1',
  ) {}

  /** Loads an HTML page, taking the session cookie and the CSRF meta tag from it. */
  async page(url = '/'): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      method: 'GET',
      url,
      remoteAddress: this.remoteAddress,
      headers: { accept: 'text/html,application/xhtml+xml', ...this.cookieHeader() },
    });
    this.keepCookie(response);
    const match = /<meta name="csrf-token" content="([^"]+)">/.exec(response.body);
    if (match?.[1]) this.csrf = match[1];
    return response;
  }

  async api(
    method: Method,
    url: string,
    body?: unknown,
    options: ApiOptions = {},
  ): Promise<LightMyRequestResponse> {
    const csrf = options.csrf === undefined ? this.csrf : options.csrf;
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: this.remoteAddress,
      headers: {
        accept: 'application/json',
        ...(options.xhr === false ? {} : { 'x-requested-with': 'XMLHttpRequest' }),
        ...(csrf === null ? {} : { 'x-csrf-token': csrf }),
        ...this.cookieHeader(),
        ...options.headers,
      },
      ...(options.rawPayload !== undefined
        ? { payload: options.rawPayload }
        : body === undefined
          ? {}
          : { payload: body as Record<string, unknown> }),
    });
    this.keepCookie(response);
    return response;
  }

  /** Logs in from a fresh page load and adopts the reply's CSRF token. */
  async login(email: string, password = DEMO_PASSWORD): Promise<LightMyRequestResponse> {
    if (this.csrf === null) await this.page();
    const response = await this.api('POST', '/api/login', { email, password });
    if (response.statusCode === 200) this.csrf = response.json<{ csrf_token: string }>().csrf_token;
    return response;
  }

  private cookieHeader(): Record<string, string> {
    return this.cookie === null ? {} : { cookie: `${SESSION_COOKIE}=${this.cookie}` };
  }

  private keepCookie(response: LightMyRequestResponse): void {
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    if (cookie) this.cookie = cookie.value;
  }
}

/** The development outbox's mails, oldest first. */
export function readOutbox(dataDir: string): OutboxEntry[] {
  const dir = join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir);
  } catch {
    return [];
  }
  return files
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as OutboxEntry);
}
