import type { RouteObject } from 'react-router';

/** The product screens under /haldus/tooted, each in its own chunk. */
export const productRoutes: RouteObject[] = [
  {
    path: 'tooted',
    lazy: async () => ({
      Component: (await import('./components/product-list-screen')).ProductListScreen,
    }),
  },
  {
    path: 'tooted/:id',
    lazy: async () => ({
      Component: (await import('./components/product-edit-screen')).ProductEditScreen,
    }),
  },
];
