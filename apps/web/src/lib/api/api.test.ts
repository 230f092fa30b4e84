import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../test/fetch-stub';
import { anna } from '../../test/fixtures';
import { injectPageHead } from '../../test/render-app';
import { connectNavigator } from '../navigation';
import { loaderStore } from '../state/loader';
import { messagesStore, setError } from '../state/messages';
import { setUser, userStore } from '../state/user';
import { api } from './api';

function connect(routeName: string) {
  const navigate = vi.fn();
  const disconnect = connectNavigator({ navigate, currentRouteName: () => routeName });
  return { navigate, disconnect };
}

describe('the app client wired to the page and the stores', () => {
  it('reads the CSRF token from the meta tag and writes a rotated one back', async () => {
    injectPageHead(null, 'from-page');
    const fetch = stubFetch({ 'POST /api/logout': json(200, { csrf_token: 'rotated' }) });
    await api.post('/api/logout', {}, null);
    expect(fetch.mock.calls[0]?.[1]?.headers).toMatchObject({ 'X-CSRF-TOKEN': 'from-page' });
    expect(document.querySelector('meta[name="csrf-token"]')?.getAttribute('content')).toBe('rotated');
  });

  it('creates the meta tag when the page has none', async () => {
    document.head.innerHTML = '';
    stubFetch({ 'POST /api/login': json(200, { csrf_token: 'fresh' }) });
    await api.post('/api/login', {}, null);
    expect(document.querySelector('meta[name="csrf-token"]')?.getAttribute('content')).toBe('fresh');
  });

  it('clears messages and counts the request in the stores', async () => {
    setError('Vana viga');
    let loadingDuringRequest = 0;
    stubFetch({
      'GET /api/news': () => {
        loadingDuringRequest = loaderStore.get().loading;
        return json(200, {});
      },
    });
    await api.get('/api/news', null);
    expect(loadingDuringRequest).toBe(1);
    expect(loaderStore.get().loading).toBe(0);
    expect(messagesStore.get().error).toBeNull();
  });

  it.each(['contact', 'page', 'login', 'not-found', 'password-reset', 'password-request'])(
    'a 401 on the public screen "%s" clears the user without navigating',
    async (routeName) => {
      setUser(anna);
      const { navigate, disconnect } = connect(routeName);
      stubFetch({ 'GET /api/user': json(401, { message: 'Palun logi sisse.' }) });
      await api.get('/api/user', null);
      expect(userStore.get()).toBeNull();
      expect(localStorage.getItem('user')).toBeNull();
      expect(navigate).not.toHaveBeenCalled();
      disconnect();
    },
  );

  it('a 401 on a protected screen also goes to /login', async () => {
    setUser(anna);
    const { navigate, disconnect } = connect('orders');
    stubFetch({ 'GET /api/orders': json(401, { message: 'Palun logi sisse.' }) });
    await api.get('/api/orders', null);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(messagesStore.get().error).toBe('Palun logi sisse.');
    disconnect();
  });
});
