import { SCROLL_TO_TOP_DELAY_MS } from '@kodumasinad/contract';
import { describe, expect, it, vi } from 'vitest';
import { navigateTo } from '../lib/navigation';
import { createAppRouter } from './router';

describe('createAppRouter', () => {
  it('stops the pending scroll-to-top when the router is disposed', async () => {
    vi.useFakeTimers();
    const router = createAppRouter({ initialEntries: ['/login'] });
    await router.navigate('/kontakt');
    router.dispose();
    vi.advanceTimersByTime(SCROLL_TO_TOP_DELAY_MS + 10);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top 500 ms after a navigation while it lives', async () => {
    vi.useFakeTimers();
    const router = createAppRouter({ initialEntries: ['/login'] });
    await router.navigate('/kontakt');
    vi.advanceTimersByTime(SCROLL_TO_TOP_DELAY_MS - 1);
    expect(window.scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    router.dispose();
  });

  it('remembers where a 401 sent the visitor to /login from, as the guard does', async () => {
    const router = createAppRouter({ initialEntries: ['/kontakt?x=1'] });
    await navigateTo('/login');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/kontakt?x=1' });
    // Any other navigation carries nothing, and /login from /login keeps no loop.
    await navigateTo('/login');
    expect(router.state.location.state).toBeNull();
    await navigateTo('/kontakt');
    expect(router.state.location.state).toBeNull();
    router.dispose();
  });
});
