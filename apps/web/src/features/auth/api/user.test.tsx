import { USER_REFRESH_DELAY_MS } from '@kodumasinad/contract';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setUser, userStore } from '../../../lib/state/user';
import { calls, json, stubFetch } from '../../../test/fetch-stub';
import { anna } from '../../../test/fixtures';
import { useUserRefresh } from './user';

describe('useUserRefresh', () => {
  it('refreshes the stored user from GET /api/user 1 s after start', async () => {
    vi.useFakeTimers();
    setUser(anna);
    const fetch = stubFetch({
      'GET /api/user': json(200, { data: { ...anna, active_pricelist: 'sales' } }),
    });
    renderHook(() => useUserRefresh());
    act(() => {
      vi.advanceTimersByTime(USER_REFRESH_DELAY_MS - 1);
    });
    expect(calls(fetch, 'GET /api/user')).toHaveLength(0);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(calls(fetch, 'GET /api/user')).toHaveLength(1);
    expect(userStore.get()?.active_pricelist).toBe('sales');
  });

  it('does not ask the server for a logged-out visitor', async () => {
    vi.useFakeTimers();
    const fetch = stubFetch({});
    renderHook(() => useUserRefresh());
    await act(async () => vi.advanceTimersByTimeAsync(USER_REFRESH_DELAY_MS * 2));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('picks up a login or logout from another tab', () => {
    renderHook(() => useUserRefresh());
    localStorage.setItem('user', JSON.stringify(anna));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    });
    expect(userStore.get()?.name).toBe('Anna Tamm');
  });
});
