import { vi, type Mock } from 'vitest';
import { createApiClient, type ApiClient, type ApiClientDeps } from './client';

/** What the API client's tests share: a page reply, JSON replies and a client with recording deps. */
export const page = { id: 7, slug: 'hooldus', hook: null, title: 'Hooldus', content: '<p>Tekst</p>' };

export function jsonReply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export interface Harness {
  client: ApiClient;
  deps: ApiClientDeps;
  fetch: Mock;
  events: string[];
  setPublic(value: boolean): void;
  token: { value: string | null };
}

export function harness(): Harness {
  const events: string[] = [];
  const token = { value: 'page-token' as string | null };
  let onPublic = false;
  const deps: ApiClientDeps = {
    csrf: { get: () => token.value, set: (next) => void (token.value = next) },
    messages: {
      clear: vi.fn(() => void events.push('clear')),
      setError: vi.fn(),
      setWarning: vi.fn(),
      addToast: vi.fn(),
    },
    loader: { start: vi.fn(() => void events.push('start')), stop: vi.fn(() => void events.push('stop')) },
    session: { clearUser: vi.fn(), onPublicRoute: () => onPublic, navigate: vi.fn() },
  };
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  return { client: createApiClient(deps), deps, fetch, events, token, setPublic: (v) => (onPublic = v) };
}
