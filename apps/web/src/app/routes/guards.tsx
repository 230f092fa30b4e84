import { useState, type ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { getBootstrap } from '../../lib/bootstrap';
import { pathSegments } from '../../lib/path-segments';
import { useCanOffers, useIsLoggedIn } from '../../lib/state/user';
import { CategoryScreen, NotFoundScreen, ProductScreen, StaticPageScreen } from './lazy-screens';
import { isNumericId, isPageSlug, resolveSlugPath } from './resolve-path';
import type { Access } from './route-names';

/**
 * Guest screens (/login, /password/reset): a user who arrives logged in goes to /; one who logs
 * in there is sent on by the screen itself (to where the guard had sent them from). A component
 * of its own, so React mounts it afresh (and takes the arrival state) when a route of another
 * access is left for it.
 */
function GuestOnly({ children }: { children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  const [loggedInOnArrival] = useState(loggedIn);
  return loggedInOnArrival ? <Navigate to="/" replace /> : children;
}

/** SPEC §4: protected → /login (remembering where from); offers also need canOffers, else /. */
export function RequireAccess({ access, children }: { access: Access; children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  const canOffers = useCanOffers();
  const location = useLocation();
  if (access === 'public') return children;
  if (access === 'guest') return <GuestOnly>{children}</GuestOnly>;
  if (!loggedIn) {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (access === 'offers' && !canOffers) return <Navigate to="/" replace />;
  return children;
}

/**
 * The slug routes: static page, category, product or 404, in SPEC §2's order. An anonymous
 * visitor on an unknown one-segment path gets the public 404 page, not the sign-in (issue 22,
 * item 19): whether a product is behind it only a signed-in buyer may learn, so the page offers
 * signing in and returning there.
 */
export function SlugRoute() {
  const { pathname, search } = useLocation();
  const loggedIn = useIsLoggedIn();
  switch (resolveSlugPath(pathname, getBootstrap())) {
    case 'page':
      return <StaticPageScreen />;
    case 'category':
      return (
        <RequireAccess access="protected">
          <CategoryScreen />
        </RequireAccess>
      );
    case 'product':
      if (!loggedIn) return <NotFoundScreen signInFrom={`${pathname}${search}`} />;
      return (
        <RequireAccess access="protected">
          <ProductScreen />
        </RequireAccess>
      );
    default:
      return <NotFoundScreen />;
  }
}

/**
 * `/{x}/{id}` routes take numeric ids only; any other value falls through to the routes below
 * it in SPEC §2 (a category with filters, else the public 404 page).
 */
export function NumericId({ param = 'id', children }: { param?: string; children: ReactNode }) {
  const params = useParams();
  return isNumericId(params[param]) ? children : <SlugRoute />;
}

/**
 * `/{page}` comes before /kontakt, /vordlus, /pakkumised and /tellimused in SPEC §2, so a
 * static page whose slug is one of those words wins.
 */
export function PageFirst({ children }: { children: ReactNode }) {
  const segments = pathSegments(useLocation().pathname);
  return isPageSlug(segments) ? <StaticPageScreen /> : children;
}
