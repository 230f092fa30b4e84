import { vi, type Mock } from 'vitest';

export type Handler = Response | ((init: RequestInit, url: URL) => Response | Promise<Response>);

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Stubs fetch at the network boundary. Handlers are keyed "METHOD /path" (no query string);
 * a call without a handler fails the test loudly.
 */
export function stubFetch(handlers: Record<string, Handler>): Mock {
  const fetch = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    const handler = handlers[key];
    if (!handler) throw new Error(`Unexpected request ${key}`);
    const reply = typeof handler === 'function' ? await handler(init, url) : handler.clone();
    return reply;
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

export function calls(fetch: Mock, key: string): RequestInit[] {
  return fetch.mock.calls
    .filter(([input, init]) => {
      const url = new URL(input as string, 'http://localhost');
      return `${(init as RequestInit | undefined)?.method ?? 'GET'} ${url.pathname}` === key;
    })
    .map(([, init]) => init as RequestInit);
}
