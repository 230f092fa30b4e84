/** Longer than any sane reply: a deadlocked or starved server shows up as an error, not a hang. */
const REQUEST_TIMEOUT_MS = 60_000;

/** Milliseconds per step name, filled by every buyer. */
export type Timings = Map<string, number[]>;

export function record(timings: Timings, step: string, ms: number): void {
  const list = timings.get(step);
  if (list) list.push(ms);
  else timings.set(step, [ms]);
}

export const elapsedMs = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e6;

/** A reply that is not what a working shop answers; it ends the buyer's purchase. */
export class BuyerError extends Error {
  constructor(
    readonly step: string,
    message: string,
  ) {
    super(message);
  }
}

export interface Reply {
  status: number;
  location: string | null;
  text: string;
}

export interface CallOptions {
  method?: 'GET' | 'POST';
  /** A JSON body (API call: XHR header and CSRF token are added). */
  json?: unknown;
  /** A form body, as a browser posts it (no API headers). */
  form?: Record<string, string>;
  /** Send the shop's session cookie (browser calls to the bank and the bank's return do not need it). */
  cookies?: boolean;
  /** Accepted statuses; anything else is an error. */
  expect?: number[];
}

/** The message of an error reply, for the report. */
function describe(reply: Reply): string {
  try {
    const body = JSON.parse(reply.text) as { message?: string; errors?: unknown };
    return `${reply.status} ${body.message ?? ''}${body.errors ? ` ${JSON.stringify(body.errors)}` : ''}`;
  } catch {
    return `${reply.status} ${reply.text.slice(0, 200).replace(/\s+/g, ' ')}`;
  }
}

/**
 * One buyer's browser: its own cookie jar and CSRF token, and every call timed with hrtime from
 * sending the request to reading the whole body.
 */
export class BuyerClient {
  private readonly cookies = new Map<string, string>();
  csrf = '';

  constructor(
    readonly baseUrl: string,
    private readonly timings: Timings,
  ) {}

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private keepCookies(response: Response): void {
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }

  /** A timed call; `url` is a path on the shop or an absolute address (the bank's). */
  async call(step: string, url: string, options: CallOptions = {}): Promise<Reply> {
    const { json, form, cookies = true, expect = [200] } = options;
    const method = options.method ?? (json !== undefined || form !== undefined ? 'POST' : 'GET');
    const headers: Record<string, string> = {};
    const isApi = url.startsWith('/api/');
    if (isApi) {
      headers['x-requested-with'] = 'XMLHttpRequest';
      headers.accept = 'application/json';
      if (method !== 'GET') headers['x-csrf-token'] = this.csrf;
    } else {
      headers.accept = 'text/html';
    }
    let body: string | undefined;
    if (json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(json);
    } else if (form !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(form).toString();
    }
    if (cookies && this.cookies.size > 0) headers.cookie = this.cookieHeader();

    const started = process.hrtime.bigint();
    let reply: Reply;
    try {
      const response = await fetch(url.startsWith('http') ? url : `${this.baseUrl}${url}`, {
        method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (cookies) this.keepCookies(response);
      reply = {
        status: response.status,
        location: response.headers.get('location'),
        text: await response.text(),
      };
    } catch (error) {
      throw new BuyerError(step, `request failed: ${(error as Error).message}`);
    }
    record(this.timings, step, elapsedMs(started));
    if (!expect.includes(reply.status)) throw new BuyerError(step, describe(reply));
    return reply;
  }

  /** A JSON API call whose reply is parsed. */
  async api<T>(step: string, url: string, json?: unknown): Promise<T> {
    const reply = await this.call(step, url, json === undefined ? {} : { json });
    try {
      return JSON.parse(reply.text) as T;
    } catch {
      throw new BuyerError(step, `not JSON: ${reply.text.slice(0, 200)}`);
    }
  }
}
