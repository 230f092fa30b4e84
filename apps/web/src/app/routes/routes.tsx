import { SHOP_SCREENS, type ShopScreenName } from '@kodumasinad/contract';
import { Suspense, type ComponentType } from 'react';
import { Navigate, useParams, type RouteObject } from 'react-router';
import { CHECKOUT_STEPS } from '../../features/checkout/components/checkout-steps';
import { getBootstrap } from '../../lib/bootstrap';
import { isLoggedIn } from '../../lib/state/user';
import { pathSegments } from '../../lib/path-segments';
import { RootLayout } from '../shell/root-layout';
import { RouteError } from '../shell/route-error';
import { NumericId, PageFirst, RequireAccess, SlugRoute } from './guards';
import * as screens from './lazy-screens';
import { isNumericId, isPageSlug, resolveSlugPath } from './resolve-path';
import type { Access, RouteHandle, RouteName } from './route-names';

function screen(Screen: ComponentType, access: Access) {
  return (
    <RequireAccess access={access}>
      <Screen />
    </RequireAccess>
  );
}

/** An anonymous visitor's one-segment path is the public 404 page (see SlugRoute). */
const slugName = (pathname: string): RouteName => {
  const name = resolveSlugPath(pathname, getBootstrap());
  return name === 'product' && !isLoggedIn() ? 'not-found' : name;
};

/** Name of a `/{x}/{id}` route: its own when the id is numeric, else what the path falls to. */
const numericName =
  (name: RouteName) =>
  (pathname: string): RouteName =>
    isNumericId(pathSegments(pathname)[1]) ? name : slugName(pathname);

const pageFirstName =
  (name: RouteName) =>
  (pathname: string): RouteName =>
    isPageSlug(pathSegments(pathname)) ? 'page' : name;

const handle = (name: RouteHandle['name']): RouteHandle => ({ name });

/** A screen of the contract's table (the server's and the build's too): its path and its access. */
function tableRoute(name: Exclude<ShopScreenName, 'home' | 'category' | 'product'>) {
  const { path, access } = SHOP_SCREENS[name];
  return { path, access };
}

/** /pakkumised/{id} (numeric) is an offer, any other /pakkumised/{status} the list by status. */
function OfferRoute() {
  const { status } = useParams();
  return isNumericId(status)
    ? screen(screens.OfferDetailScreen, 'offers')
    : screen(screens.OfferListScreen, 'offers');
}

/**
 * SPEC §2's table. React Router ranks static segments above dynamic ones, which gives the
 * table's precedence; the slug routes at the end decide between page, category and product.
 */
export const appRoutes: RouteObject[] = [
  // The end customer's page of a sent offer: public, and outside the shop's shell (issue 12).
  {
    path: 'pakkumine/:token',
    handle: handle('offer-customer'),
    errorElement: <RouteError />,
    element: (
      <main className="min-h-screen bg-slate-50 px-2 py-6">
        <Suspense fallback={null}>
          <screens.PublicOfferScreen />
        </Suspense>
      </main>
    ),
  },
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, handle: handle('home'), element: screen(screens.HomeScreen, SHOP_SCREENS.home.access) },
      {
        path: tableRoute('login').path,
        handle: handle('login'),
        element: screen(screens.LoginScreen, tableRoute('login').access),
      },
      {
        path: 'password/reset',
        handle: handle('password-request'),
        element: screen(screens.PasswordRequestScreen, 'guest'),
      },
      {
        path: 'password/reset/:token',
        handle: handle('password-reset'),
        element: screen(screens.PasswordResetScreen, 'public'),
      },
      // The e-mailed invitation of a new user (decision 046): public, like the reset link.
      { path: 'kutse/:token', handle: handle('invite'), element: screen(screens.InviteScreen, 'public') },
      { path: 'seaded', handle: handle('settings'), element: screen(screens.SettingsScreen, 'protected') },
      {
        path: tableRoute('invoices').path,
        handle: handle('invoices'),
        element: screen(screens.InvoiceListScreen, tableRoute('invoices').access),
      },
      {
        path: 'arved/:id',
        handle: handle(numericName('invoice')),
        element: <NumericId>{screen(screens.InvoiceDetailScreen, 'protected')}</NumericId>,
      },
      {
        path: 'kiirtellimus',
        handle: handle('quick-order'),
        element: screen(screens.QuickOrderScreen, 'protected'),
      },
      {
        path: tableRoute('cart').path,
        handle: handle('cart'),
        element: screen(screens.CartScreen, tableRoute('cart').access),
        children: CHECKOUT_STEPS.map((step) => ({
          path: step.path,
          handle: handle(step.name),
          element: <screens.CheckoutStepScreen step={step.name} />,
        })),
      },
      {
        path: 'uudised',
        handle: handle(pageFirstName('news')),
        element: <PageFirst>{screen(screens.NewsListScreen, 'protected')}</PageFirst>,
      },
      {
        path: 'uudised/:url',
        handle: handle('news-item'),
        element: screen(screens.NewsItemScreen, 'protected'),
      },
      {
        path: 'kontakt',
        handle: handle(pageFirstName('contact')),
        element: <PageFirst>{screen(screens.ContactScreen, 'public')}</PageFirst>,
      },
      {
        path: tableRoute('search').path,
        handle: handle(pageFirstName('search')),
        element: <PageFirst>{screen(screens.SearchScreen, tableRoute('search').access)}</PageFirst>,
      },
      {
        path: 'vordlus',
        handle: handle(pageFirstName('compare')),
        element: <PageFirst>{screen(screens.CompareScreen, 'protected')}</PageFirst>,
      },
      {
        path: 'pakkumised',
        handle: handle(pageFirstName('offers')),
        element: (
          <PageFirst>
            <Navigate to="/pakkumised/open" replace />
          </PageFirst>
        ),
      },
      {
        path: 'pakkumised/:status',
        handle: handle((pathname) => (isNumericId(pathSegments(pathname)[1]) ? 'offer' : 'offers')),
        element: <OfferRoute />,
      },
      {
        path: tableRoute('orders').path,
        handle: handle(pageFirstName('orders')),
        element: <PageFirst>{screen(screens.OrderListScreen, tableRoute('orders').access)}</PageFirst>,
      },
      {
        path: 'tellimused/:id',
        handle: handle(numericName('order')),
        element: <NumericId>{screen(screens.OrderDetailScreen, 'protected')}</NumericId>,
      },
      {
        path: 'makse-edukas/:id',
        handle: handle(numericName('payment-success')),
        element: <NumericId>{screen(screens.PaymentSuccessScreen, 'protected')}</NumericId>,
      },
      { path: ':slug', handle: handle(slugName), element: <SlugRoute /> },
      { path: ':category/:filters', handle: handle(slugName), element: <SlugRoute /> },
      { path: '*', handle: handle(slugName), element: <SlugRoute /> },
    ],
  },
];
