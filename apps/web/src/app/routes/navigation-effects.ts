import { SCROLL_TO_TOP_DELAY_MS } from '@kodumasinad/contract';
import type { Location } from 'react-router';
import { notifyNavigation } from '../../lib/navigation';
import { markFirstPictureShown } from '../../lib/first-picture';
import { pageChanged, resetPageFocus } from '../../lib/page-focus';
import { clearAllMessages } from '../../lib/state/messages';
import { setMobileMenuOpen } from '../../lib/state/loader';

interface RouterLike {
  state: { location: Location };
  subscribe(listener: (state: { location: Location }) => void): () => void;
}

/**
 * SPEC §2: after every navigation the page scrolls to the top after 500 ms, and messages are
 * cleared when leaving a page, except when coming from /login (its reply messages stay visible).
 * Navigation listeners (lib/navigation's onNavigation, e.g. the header search) are told too.
 * A new path moves focus to the new page's heading and announces its title (lib/page-focus).
 * Runs in the router's subscription, so it happens before anything the new page shows.
 */
export function attachNavigationEffects(router: RouterLike): () => void {
  let previous = router.state.location;
  let scrollTimer: ReturnType<typeof setTimeout> | undefined;
  const unsubscribe = router.subscribe(({ location }) => {
    if (location.key === previous.key) return;
    if (location.pathname !== previous.pathname) {
      if (previous.pathname !== '/login') clearAllMessages();
      setMobileMenuOpen(false);
      pageChanged(() => document.getElementById('main'));
    }
    previous = location;
    // Pictures held for the first page's largest paint (decision 061) wait for no other screen.
    markFirstPictureShown();
    notifyNavigation();
    clearTimeout(scrollTimer);
    scrollTimer = setTimeout(() => window.scrollTo(0, 0), SCROLL_TO_TOP_DELAY_MS);
  });
  return () => {
    clearTimeout(scrollTimer);
    resetPageFocus();
    unsubscribe();
  };
}
