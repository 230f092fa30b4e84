import { SCROLL_TO_TOP_DELAY_MS } from '@kodumasinad/contract';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { onNavigation } from '../../lib/navigation';
import { loaderStore, setMobileMenuOpen } from '../../lib/state/loader';
import { messagesStore, setError } from '../../lib/state/messages';
import { attachNavigationEffects } from './navigation-effects';

function router(path: string) {
  const paths = ['/', '/login', '/arved', '/tellimused'];
  const memory = createMemoryRouter(
    paths.map((p) => ({ path: p, element: null })),
    { initialEntries: [path] },
  );
  attachNavigationEffects(memory);
  return memory;
}

describe('navigation effects', () => {
  it('clears messages when leaving a page', async () => {
    const memory = router('/arved');
    setError('Viga', { email: ['x'] });
    await memory.navigate('/tellimused');
    expect(messagesStore.get()).toMatchObject({ error: null, errs: {} });
  });

  it('keeps messages when coming from /login', async () => {
    const memory = router('/login');
    setError('Tere tulemast tagasi');
    await memory.navigate('/');
    expect(messagesStore.get().error).toBe('Tere tulemast tagasi');
  });

  it('scrolls to the top 500 ms after each navigation', async () => {
    vi.useFakeTimers();
    const memory = router('/');
    await memory.navigate('/arved');
    await memory.navigate('/arved?page=2');
    vi.advanceTimersByTime(SCROLL_TO_TOP_DELAY_MS - 1);
    expect(window.scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('closes the mobile menu on navigation', async () => {
    const memory = router('/');
    setMobileMenuOpen(true);
    await memory.navigate('/arved');
    expect(loaderStore.get().mobileMenuOpen).toBe(false);
  });

  it('tells navigation listeners of each new location until they unsubscribe', async () => {
    const memory = router('/');
    const listener = vi.fn();
    const unsubscribe = onNavigation(listener);
    await memory.navigate('/arved');
    await memory.navigate('/arved?page=2');
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    await memory.navigate('/tellimused');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
