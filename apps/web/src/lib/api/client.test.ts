import { PageReplySchema } from '@kodumasinad/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from './client';
import { harness, jsonReply, page, type Harness } from './client-harness';

let h: Harness;
beforeEach(() => {
  h = harness();
});

describe('request headers', () => {
  it('sends the XHR marker, the CSRF token, Accept and same-origin credentials', async () => {
    h.fetch.mockResolvedValue(jsonReply(200, { data: { id: 1 } }));
    await h.client.post('/api/feedback', { feedback: { name: 'A' } }, null);
    const [url, init] = h.fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/feedback');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toMatchObject({
      'X-Requested-With': 'XMLHttpRequest',
      'X-CSRF-TOKEN': 'page-token',
      Accept: 'application/json',
      'Content-Type': 'application/json',
    });
    expect(init.body).toBe(JSON.stringify({ feedback: { name: 'A' } }));
  });

  it('appends query parameters and skips empty ones', async () => {
    h.fetch.mockResolvedValue(jsonReply(200, {}));
    await h.client.get('/api/news', null, { query: { page: 2, per_page: 5, q: undefined } });
    expect(h.fetch.mock.calls[0]?.[0]).toBe('/api/news?page=2&per_page=5');
  });

  it('sends FormData as is, without a JSON content type', async () => {
    h.fetch.mockResolvedValue(jsonReply(200, {}));
    const form = new FormData();
    form.append('signature', 'Tervitades');
    await h.client.post('/api/user', form, null);
    const init = h.fetch.mock.calls[0]?.[1] as RequestInit;
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });
});

describe('successful replies', () => {
  it('returns the parsed reply', async () => {
    h.fetch.mockResolvedValue(jsonReply(200, { data: page }));
    await expect(h.client.get('/api/pages/slug/hooldus', PageReplySchema)).resolves.toEqual({ data: page });
  });

  it('shows a message of a 200 reply as a toast', async () => {
    h.fetch.mockResolvedValue(jsonReply(200, { message: 'Tagasiside saadetud.' }));
    await h.client.post('/api/feedback', {}, null);
    expect(h.deps.messages.addToast).toHaveBeenCalledWith('Tagasiside saadetud.');
    expect(h.deps.messages.setError).not.toHaveBeenCalled();
  });

  it('shows a warning of a 200 reply as the warning', async () => {
    h.fetch.mockResolvedValue(jsonReply(200, { data: page, warning: 'Laoseis on väike.' }));
    await h.client.get('/api/pages/slug/hooldus', PageReplySchema);
    expect(h.deps.messages.setWarning).toHaveBeenCalledWith('Laoseis on väike.');
    expect(h.deps.messages.addToast).not.toHaveBeenCalled();
  });

  it('treats a reply that does not match the schema as a failure', async () => {
    h.fetch.mockImplementation(() => Promise.resolve(jsonReply(200, { data: { ...page, id: 'x' } })));
    await expect(h.client.get('/api/pages/slug/hooldus', PageReplySchema)).resolves.toBeUndefined();
    expect(h.deps.messages.setError).toHaveBeenCalledTimes(1);
    await expect(
      h.client.get('/api/pages/slug/hooldus', PageReplySchema, { rethrow: true }),
    ).rejects.toMatchObject({
      kind: 'invalid-reply',
    });
  });
});

describe('messages and the loading counter', () => {
  it('clears messages at the start of each request, before fetching', async () => {
    h.fetch.mockImplementation(() => {
      h.events.push('fetch');
      return Promise.resolve(jsonReply(200, {}));
    });
    await h.client.get('/api/news', null);
    await h.client.get('/api/search/json', null);
    expect(h.events).toEqual(['clear', 'start', 'fetch', 'stop', 'clear', 'fetch']);
  });

  it('keeps messages for background loads that ask so', async () => {
    h.fetch.mockResolvedValue(jsonReply(200, {}));
    await h.client.get('/api/pages/hook/footer-b2b', null, { clearMessages: false });
    expect(h.deps.messages.clear).not.toHaveBeenCalled();
  });

  it('counts a request while it runs and stops after failures too', async () => {
    let resolve: (reply: Response) => void = () => undefined;
    h.fetch.mockReturnValue(new Promise<Response>((r) => (resolve = r)));
    const pending = h.client.get('/api/news', null);
    expect(h.deps.loader.start).toHaveBeenCalledTimes(1);
    expect(h.deps.loader.stop).not.toHaveBeenCalled();
    resolve(jsonReply(500, { message: 'Viga' }));
    await pending;
    expect(h.deps.loader.stop).toHaveBeenCalledTimes(1);
  });

  it.each([
    '/api/search/json?query=pesumasin',
    '/api/search/offer',
    '/api/search/category',
    '/api/search/properties',
    '/api/search/measures',
    '/api/search/value-ranges',
    '/api/search/price-range',
    '/api/search/selected-filters',
  ])('does not count the search-type call %s', async (path) => {
    h.fetch.mockResolvedValue(jsonReply(200, {}));
    await h.client.get(path, null);
    expect(h.deps.loader.start).not.toHaveBeenCalled();
    expect(h.deps.loader.stop).not.toHaveBeenCalled();
  });

  it('skips the counter when a call is marked search explicitly', async () => {
    h.fetch.mockResolvedValue(jsonReply(200, {}));
    await h.client.get('/api/offers/preview/1', null, { search: true });
    expect(h.deps.loader.start).not.toHaveBeenCalled();
  });

  it('counts calls that only look like search paths', async () => {
    h.fetch.mockResolvedValue(jsonReply(200, {}));
    await h.client.get('/api/searches', null);
    expect(h.deps.loader.start).toHaveBeenCalledTimes(1);
  });
});

describe('error replies', () => {
  it('401 on a protected screen clears the user and goes to /login', async () => {
    h.fetch.mockResolvedValue(jsonReply(401, { message: 'Palun logi sisse.' }));
    await h.client.get('/api/orders', null);
    expect(h.deps.session.clearUser).toHaveBeenCalledTimes(1);
    expect(h.deps.session.navigate).toHaveBeenCalledWith('/login');
    expect(h.deps.messages.setError).toHaveBeenCalledWith('Palun logi sisse.');
  });

  it('401 whose caller gave up while the reply was read: off to /login, no message', async () => {
    const controller = new AbortController();
    const reply = jsonReply(401, { message: 'Palun logi sisse.' });
    // The body read fails as the screen that asked leaves.
    vi.spyOn(reply, 'json').mockImplementation(() => {
      controller.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });
    vi.spyOn(reply, 'text').mockImplementation(() => {
      controller.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });
    h.fetch.mockResolvedValue(reply);
    await h.client.get('/api/search/category', null, { signal: controller.signal });
    expect(h.deps.session.clearUser).toHaveBeenCalledTimes(1);
    expect(h.deps.session.navigate).toHaveBeenCalledWith('/login');
    expect(h.deps.messages.setError).not.toHaveBeenCalled();
  });

  it('401 on a public screen clears the user but stays', async () => {
    h.setPublic(true);
    h.fetch.mockResolvedValue(jsonReply(401, { message: 'Palun logi sisse.' }));
    await h.client.get('/api/user', null);
    expect(h.deps.session.clearUser).toHaveBeenCalledTimes(1);
    expect(h.deps.session.navigate).not.toHaveBeenCalled();
  });

  it('403 with redirect navigates there and shows the message', async () => {
    h.fetch.mockResolvedValue(jsonReply(403, { message: 'Pakkumised pole lubatud.', redirect: '/' }));
    await h.client.get('/api/offers/open', null);
    expect(h.deps.session.navigate).toHaveBeenCalledWith('/');
    expect(h.deps.session.clearUser).not.toHaveBeenCalled();
    expect(h.deps.messages.setError).toHaveBeenCalledWith('Pakkumised pole lubatud.');
  });

  it('403 without redirect only shows the message', async () => {
    h.fetch.mockResolvedValue(jsonReply(403, { message: 'Keelatud.' }));
    await h.client.get('/api/offers/open', null);
    expect(h.deps.session.navigate).not.toHaveBeenCalled();
    expect(h.deps.messages.setError).toHaveBeenCalledWith('Keelatud.');
  });

  it('419 shows the CSRF message', async () => {
    h.fetch.mockResolvedValue(jsonReply(419, { message: 'Lehe seanss on aegunud.', code: 'csrf' }));
    await h.client.post('/api/logout', {}, null);
    expect(h.deps.messages.setError).toHaveBeenCalledWith('Lehe seanss on aegunud.');
    expect(h.deps.session.navigate).not.toHaveBeenCalled();
  });

  it('422 puts the field errors and the message as their header', async () => {
    const errors = { email: ['E-post on nõutud väli.'], password: ['Salasõna on nõutud väli.'] };
    h.fetch.mockResolvedValue(jsonReply(422, { message: 'Andmed on vigased.', errors }));
    await h.client.post('/api/login', {}, null);
    expect(h.deps.messages.setError).toHaveBeenCalledWith('Andmed on vigased.', errors);
  });

  it('a warning in an error reply becomes the warning', async () => {
    h.fetch.mockResolvedValue(jsonReply(409, { message: 'Viga.', warning: 'Hind muutus.' }));
    await h.client.get('/api/cart', null);
    expect(h.deps.messages.setWarning).toHaveBeenCalledWith('Hind muutus.');
  });

  it('500 with a message shows it; without a JSON body shows a generic text', async () => {
    h.fetch.mockResolvedValueOnce(jsonReply(500, { message: 'Serveri viga.' }));
    await h.client.get('/api/news', null);
    expect(h.deps.messages.setError).toHaveBeenLastCalledWith('Serveri viga.');
    h.fetch.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await h.client.get('/api/news', null);
    expect(h.deps.messages.setError).toHaveBeenLastCalledWith(GENERIC_ERROR_MESSAGE);
  });

  it('does not show the message of /api/order but keeps its field errors', async () => {
    const errors = { 'order.phone': ['Telefon on nõutud väli.'] };
    h.fetch.mockResolvedValueOnce(jsonReply(422, { message: 'Tellimust ei saa salvestada.', errors }));
    await h.client.post('/api/order', {}, null);
    expect(h.deps.messages.setError).toHaveBeenCalledWith(null, errors);
    h.fetch.mockResolvedValueOnce(jsonReply(500, { message: 'Viga.' }));
    await h.client.get('/api/order', null);
    expect(h.deps.messages.setError).toHaveBeenCalledTimes(1);
    h.fetch.mockResolvedValueOnce(jsonReply(500, { message: 'Viga.' }));
    await h.client.get('/api/orders', null);
    expect(h.deps.messages.setError).toHaveBeenLastCalledWith('Viga.');
  });

  it('a network failure shows a connection error', async () => {
    h.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(h.client.get('/api/news', null)).resolves.toBeUndefined();
    expect(h.deps.messages.setError).toHaveBeenCalledWith(NETWORK_ERROR_MESSAGE);
    expect(h.deps.loader.stop).toHaveBeenCalledTimes(1);
  });
});

describe('swallow or rethrow', () => {
  it('swallows failures by default', async () => {
    h.fetch.mockResolvedValue(jsonReply(422, { message: 'Vigane', errors: { email: ['x'] } }));
    await expect(h.client.post('/api/feedback', {}, null)).resolves.toBeUndefined();
  });

  it('rethrows a handled failure as ApiError for calls marked rethrow', async () => {
    const errors = { email: ['E-post või salasõna on vale.'] };
    h.fetch.mockResolvedValue(jsonReply(422, { message: 'Sisselogimine ebaõnnestus.', errors }));
    const failure = h.client.post('/api/login', {}, null, { rethrow: true });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 422,
      errors,
      message: 'Sisselogimine ebaõnnestus.',
    });
    expect(h.deps.messages.setError).toHaveBeenCalled();
  });

  it('rethrows network failures too', async () => {
    h.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(h.client.post('/api/login', {}, null, { rethrow: true })).rejects.toMatchObject({
      kind: 'network',
    });
  });

  it.each(['/api/search/category', '/api/search/properties', '/api/search/json?query=pesumasin'])(
    'handles a 401 of the search-type call %s like any other: user cleared, off to /login',
    async (path) => {
      h.fetch.mockResolvedValue(jsonReply(401, { message: 'Palun logi sisse.' }));
      await expect(h.client.get(path, null)).resolves.toBeUndefined();
      expect(h.deps.session.clearUser).toHaveBeenCalledTimes(1);
      expect(h.deps.session.navigate).toHaveBeenCalledWith('/login');
      expect(h.deps.messages.setError).toHaveBeenCalledWith('Palun logi sisse.');
    },
  );

  it('ignores search failures: no message, no navigation', async () => {
    h.fetch.mockResolvedValue(jsonReply(500, { message: 'Serveri viga.' }));
    await expect(h.client.get('/api/search/json', null)).resolves.toBeUndefined();
    h.fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(h.client.get('/api/search/json', null)).resolves.toBeUndefined();
    expect(h.deps.messages.setError).not.toHaveBeenCalled();
    expect(h.deps.session.navigate).not.toHaveBeenCalled();
    expect(h.deps.session.clearUser).not.toHaveBeenCalled();
  });

  it('passes the abort signal and treats an abort as no failure', async () => {
    const controller = new AbortController();
    h.fetch.mockImplementation((_url: string, init: RequestInit) => {
      expect(init.signal).toBe(controller.signal);
      controller.abort();
      return Promise.reject(new DOMException('Aborted', 'AbortError'));
    });
    await expect(
      h.client.get('/api/search/json', null, { signal: controller.signal }),
    ).resolves.toBeUndefined();
    expect(h.deps.messages.setError).not.toHaveBeenCalled();
  });
});

describe('an OK reply whose body read is cut off', () => {
  function cutOff(reply: Response, onRead: () => void, error: unknown) {
    const fail = () => {
      onRead();
      return Promise.reject(error);
    };
    vi.spyOn(reply, 'json').mockImplementation(fail);
    vi.spyOn(reply, 'text').mockImplementation(fail);
    return reply;
  }

  it('is no error when the caller left during the read (issue 22 item 7)', async () => {
    const controller = new AbortController();
    h.fetch.mockResolvedValue(
      cutOff(
        jsonReply(200, { data: page }),
        () => controller.abort(),
        new DOMException('aborted', 'AbortError'),
      ),
    );
    await expect(
      h.client.get('/api/pages/slug/hooldus', PageReplySchema, { signal: controller.signal }),
    ).resolves.toBeUndefined();
    expect(h.deps.messages.setError).not.toHaveBeenCalled();
    await expect(
      h.client.get('/api/pages/slug/hooldus', PageReplySchema, { signal: controller.signal, rethrow: true }),
    ).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('is no error when the page navigates away during the read (no signal of its own)', async () => {
    h.fetch.mockResolvedValue(
      cutOff(jsonReply(200, { data: page }), () => undefined, new DOMException('aborted', 'AbortError')),
    );
    await expect(h.client.get('/api/pages/slug/hooldus', PageReplySchema)).resolves.toBeUndefined();
    expect(h.deps.messages.setError).not.toHaveBeenCalled();
  });

  it('is a connection failure, not an unexpected reply, when the read fails otherwise', async () => {
    h.fetch.mockResolvedValue(
      cutOff(jsonReply(200, { data: page }), () => undefined, new TypeError('network error')),
    );
    await expect(h.client.get('/api/pages/slug/hooldus', PageReplySchema)).resolves.toBeUndefined();
    expect(h.deps.messages.setError).toHaveBeenCalledWith(NETWORK_ERROR_MESSAGE);
  });
});

describe('CSRF token', () => {
  it('replaces the token with csrf_token of a reply and uses it next time', async () => {
    h.fetch.mockResolvedValueOnce(jsonReply(200, { data: { id: 1 }, csrf_token: 'rotated' }));
    await h.client.post('/api/login', {}, null);
    expect(h.token.value).toBe('rotated');
    h.fetch.mockResolvedValueOnce(jsonReply(200, {}));
    await h.client.post('/api/logout', {}, null);
    const init = h.fetch.mock.calls[1]?.[1] as RequestInit;
    expect(init.headers).toMatchObject({ 'X-CSRF-TOKEN': 'rotated' });
  });

  it('sends no token header when the page has none', async () => {
    h.token.value = null;
    h.fetch.mockResolvedValue(jsonReply(200, {}));
    await h.client.get('/api/user', null);
    const init = h.fetch.mock.calls[0]?.[1] as RequestInit;
    expect(init.headers).not.toHaveProperty('X-CSRF-TOKEN');
  });
});
