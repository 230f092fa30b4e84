import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { harness, jsonReply, page, type Harness } from './client-harness';

let h: Harness;
beforeEach(() => {
  h = harness();
});

describe('replies the page already carries (decision 059)', () => {
  it('answers a GET from the page by its call key, without the network, and only once', async () => {
    const carried = new Map<string, unknown>([['/api/pages/slug/hooldus?a=1&b=2', { data: page }]]);
    h.deps.earlyReply = vi.fn((key: string) => {
      const reply = carried.get(key);
      carried.delete(key);
      return reply;
    });
    h.fetch.mockResolvedValue(jsonReply(200, { data: { ...page, title: 'Uus' } }));
    const query = { b: 2, a: 1 };
    const client = createApiClient(h.deps);
    await expect(client.get('/api/pages/slug/hooldus', 'PageReplySchema', { query })).resolves.toEqual({
      data: page,
    });
    expect(h.fetch).not.toHaveBeenCalled();
    await expect(client.get('/api/pages/slug/hooldus', 'PageReplySchema', { query })).resolves.toMatchObject({
      data: { title: 'Uus' },
    });
    expect(h.fetch).toHaveBeenCalledTimes(1);
  });

  it('never answers a POST from the page', async () => {
    h.deps.earlyReply = vi.fn(() => ({ data: page }));
    h.fetch.mockResolvedValue(jsonReply(200, { message: 'Saadetud.' }));
    await createApiClient(h.deps).post('/api/feedback', {}, null);
    expect(h.deps.earlyReply).not.toHaveBeenCalled();
    expect(h.fetch).toHaveBeenCalledTimes(1);
  });
});

describe('replies named by their contract schema (decision 058)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('are parsed by the named schema where replies are checked (development, tests)', async () => {
    h.fetch.mockResolvedValue(jsonReply(200, { data: page }));
    await expect(h.client.get('/api/pages/slug/hooldus', 'PageReplySchema')).resolves.toEqual({ data: page });
    h.fetch.mockResolvedValue(jsonReply(200, { data: { ...page, id: 'x' } }));
    await expect(
      h.client.get('/api/pages/slug/hooldus', 'PageReplySchema', { rethrow: true }),
    ).rejects.toMatchObject({ kind: 'invalid-reply' });
  });

  it('are taken as they are in the production build, but a body that is no JSON still fails', async () => {
    vi.stubEnv('DEV', false);
    const stray = { data: { ...page, id: 'x' } };
    h.fetch.mockResolvedValue(jsonReply(200, stray));
    await expect(h.client.get('/api/pages/slug/hooldus', 'PageReplySchema')).resolves.toEqual(stray);
    h.fetch.mockResolvedValue(new Response('<html>', { status: 200 }));
    await expect(
      h.client.get('/api/pages/slug/hooldus', 'PageReplySchema', { rethrow: true }),
    ).rejects.toMatchObject({ kind: 'invalid-reply' });
  });
});
