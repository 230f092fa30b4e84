import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches; false where matchMedia does not exist (tests, old engines). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}

/**
 * SPEC §2: the mobile layout applies at the medium breakpoint (768 px) or smaller. Header and
 * sidebar are swapped in JS rather than hidden with CSS, so each test id exists once in the DOM.
 */
export const MOBILE_QUERY = '(max-width: 768px)';

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}

/** Whether the user asked the system for less motion (animations are then off, issue 10). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
