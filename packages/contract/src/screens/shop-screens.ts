/**
 * The shop's screens a page can open on, the one table of them (decisions 057, 059, 060). The web's
 * router takes their paths and access from it, the web build (apps/web/vite-screen-chunks-plugin.ts)
 * lists each screen's code by its module, and the server (apps/server/src/platform/page-screens.ts,
 * page-replies.ts) names the screen of a page's address, preloads that code and carries the calls
 * the screen makes as it opens. No imports: the build reads this file as it is.
 */
export interface ShopScreen {
  /**
   * The router's path (SPEC §2); null for the slug screens, which the server tells apart by the
   * site's categories and the page's product, and the router by the path's slug.
   */
  path: string | null;
  /** The module the screen's lazy route imports, from apps/web. */
  module: string;
  /** `guest`: the login screen, an anonymous visitor's only one; `protected`: a buyer's. */
  access: 'guest' | 'protected';
  /**
   * Besides the buyer's cart, the calls whose replies the page carries: the home screen's own
   * (HOME_CALLS), a listing's page and facets (read from the address), and the comparison a
   * screen of product cards shows its toggles from.
   */
  calls: readonly ('home' | 'listing' | 'compares')[];
}

export const SHOP_SCREENS = {
  home: {
    path: '/',
    module: 'src/features/content/components/home-screen.tsx',
    access: 'protected',
    calls: ['home', 'compares'],
  },
  login: {
    path: '/login',
    module: 'src/features/auth/components/login-screen.tsx',
    access: 'guest',
    calls: [],
  },
  category: {
    path: null,
    module: 'src/features/catalog/components/category-screen.tsx',
    access: 'protected',
    calls: ['listing', 'compares'],
  },
  product: {
    path: null,
    module: 'src/features/catalog/components/product-screen.tsx',
    access: 'protected',
    calls: ['compares'],
  },
  search: {
    path: '/otsing/:searchPhrase?/:filters?',
    module: 'src/features/search/components/search-screen.tsx',
    access: 'protected',
    calls: ['listing', 'compares'],
  },
  cart: { path: '/ostukorv', module: 'src/app/routes/cart-screen.tsx', access: 'protected', calls: [] },
  orders: {
    path: '/tellimused',
    module: 'src/features/orders/components/order-list-screen.tsx',
    access: 'protected',
    calls: [],
  },
  invoices: {
    path: '/arved',
    module: 'src/features/invoices/components/invoice-list-screen.tsx',
    access: 'protected',
    calls: [],
  },
} as const satisfies Record<string, ShopScreen>;

export type ShopScreenName = keyof typeof SHOP_SCREENS;

/** The table's entry of a screen name; undefined for any other name (or none). */
export function shopScreen(name: string | null): ShopScreen | undefined {
  return name !== null && Object.hasOwn(SHOP_SCREENS, name)
    ? SHOP_SCREENS[name as ShopScreenName]
    : undefined;
}
