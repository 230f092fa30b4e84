import type { RouteObject } from 'react-router';

/** Supplier imports under /haldus/import: the upload and mapping, then one import by id. */
export const importRoutes: RouteObject[] = [
  {
    path: 'import',
    lazy: async () => ({ Component: (await import('./components/import-screen')).ImportScreen }),
  },
  {
    path: 'import/:id',
    lazy: async () => ({ Component: (await import('./components/import-detail-screen')).ImportDetailScreen }),
  },
];
