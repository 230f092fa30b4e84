import { Link, useLocation } from 'react-router';
import { getBootstrap } from '../../lib/bootstrap';
import { useUser } from '../../lib/state/user';
import { CartLink } from './cart-link';
import { HeaderSearch } from '../../features/search/components/header-search';
import { HelpMenu } from './help-menu';
import { Logo } from './logo';
import { SecondaryMenu } from './secondary-menu';
import { UserMenu } from './user-menu';

export function DesktopHeader() {
  const user = useUser();
  const { pathname } = useLocation();
  const { retail_url: retailUrl } = getBootstrap();
  return (
    <header className="bg-brand-900 text-white shadow">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-6 py-3 lg:gap-6">
        <Logo />
        {/* Below lg the search takes the free space (at least 12rem); the cart and user menu show icons only. */}
        <div className="min-w-48 flex-1">{user && <HeaderSearch />}</div>
        <HelpMenu />
        {user ? (
          <>
            <CartLink />
            <UserMenu user={user} />
          </>
        ) : (
          <div className="flex items-center gap-4 text-sm">
            {retailUrl && (
              <a href={retailUrl} className="text-brand-200 hover:text-white hover:underline">
                Eraklient? Mine e-poodi
              </a>
            )}
            {/* The login form has this link itself; one per page keeps link names unique. */}
            {pathname !== '/login' && (
              <Link to="/password/reset" className="text-brand-100 hover:text-white hover:underline">
                Unustasid salasõna?
              </Link>
            )}
            <Link
              to="/login"
              className="rounded-md bg-white px-4 py-2 font-medium text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-white"
            >
              Logi sisse
            </Link>
          </div>
        )}
      </div>
      {user && <SecondaryMenu />}
    </header>
  );
}
