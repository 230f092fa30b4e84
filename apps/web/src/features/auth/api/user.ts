import { USER_REFRESH_DELAY_MS } from '@kodumasinad/contract';
import { useEffect } from 'react';
import { api } from '../../../lib/api';
import { isLoggedIn, reloadUserFromStorage, setUser, USER_STORAGE_KEY } from '../../../lib/state/user';

/** GET /api/user: a background refresh, so it leaves the message area alone. */
export async function refreshUser(): Promise<void> {
  const reply = await api.get('/api/user', 'UserReplySchema', { clearMessages: false });
  if (reply) setUser(reply.data);
}

/**
 * SPEC §7: the stored user is refreshed from the server 1 s after start. Logged-out visitors
 * are not asked (the 401 would be noise). Another tab's login or logout is picked up as well.
 */
export function useUserRefresh(): void {
  useEffect(() => {
    const timer = setTimeout(() => {
      if (isLoggedIn()) void refreshUser();
    }, USER_REFRESH_DELAY_MS);
    const onStorage = (event: StorageEvent) => {
      if (event.key === USER_STORAGE_KEY || event.key === null) reloadUserFromStorage();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
}
