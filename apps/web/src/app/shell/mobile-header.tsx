import { useState } from 'react';
import { useLocation } from 'react-router';
import { MenuIcon, PhoneIcon, SearchIcon } from '../../components/ui/icons';
import { getBootstrap } from '../../lib/bootstrap';
import { setMobileMenuOpen, useMobileMenuOpen } from '../../lib/state/loader';
import { useIsLoggedIn } from '../../lib/state/user';
import { CartLink } from './cart-link';
import { HeaderSearch } from '../../features/search/components/header-search';
import { Logo } from './logo';
import { telHref } from './site-links';

const iconButton =
  'inline-flex size-10 items-center justify-center rounded-md text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white';

/** Mobile header (≤ 768 px): menu toggle, search toggle, cart and phone link (SPEC §2). */
export function MobileHeader() {
  const loggedIn = useIsLoggedIn();
  const menuOpen = useMobileMenuOpen();
  const { key } = useLocation();
  // The row is open only on the page where it was opened: choosing a result or opening the
  // results page folds it away in the same render as the navigation (no effect to wait for).
  const [openAt, setOpenAt] = useState<string | null>(null);
  const searchOpen = openAt === key;
  const phone = getBootstrap().contacts.phones[0];
  return (
    <header className="sticky top-0 z-30 bg-brand-900 text-white shadow">
      <div className="flex items-center gap-1 px-2 py-2">
        <button
          type="button"
          data-testid="mobile-menu-toggle"
          aria-label={menuOpen ? 'Sulge menüü' : 'Ava menüü'}
          aria-expanded={menuOpen}
          aria-controls="mobile-sidebar"
          onClick={() => setMobileMenuOpen(!menuOpen)}
          className={iconButton}
        >
          <MenuIcon />
        </button>
        <div className="flex-1 px-1">
          <Logo />
        </div>
        {loggedIn && (
          <button
            type="button"
            data-testid="mobile-search-toggle"
            aria-label="Otsing"
            aria-expanded={searchOpen}
            onClick={() => setOpenAt(searchOpen ? null : key)}
            className={iconButton}
          >
            <SearchIcon />
          </button>
        )}
        {loggedIn && <CartLink compact />}
        {phone && (
          <a href={telHref(phone)} aria-label={`Helista ${phone}`} className={iconButton}>
            <PhoneIcon />
          </a>
        )}
      </div>
      {loggedIn && searchOpen && (
        <div className="px-3 pb-3">
          <HeaderSearch autoFocus />
        </div>
      )}
    </header>
  );
}
