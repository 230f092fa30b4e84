import type { RouteObject } from 'react-router';

/** The catalogue's taxonomy screens (issue 24, decision 078), each in its own chunk. */
export const catalogTaxonomyRoutes: RouteObject[] = [
  {
    path: 'kategooriad',
    lazy: async () => ({ Component: (await import('./components/category-screen')).CategoryScreen }),
  },
  {
    path: 'kaubamargid',
    lazy: async () => ({ Component: (await import('./components/brand-screen')).BrandScreen }),
  },
  {
    path: 'omadused',
    lazy: async () => ({ Component: (await import('./components/attribute-screen')).AttributeScreen }),
  },
];
