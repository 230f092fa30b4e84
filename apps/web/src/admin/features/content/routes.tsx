import type { RouteObject } from 'react-router';

/** The content screens under /haldus/sisu, each in its own chunk (the editor in one more). */
export const contentRoutes: RouteObject[] = [
  {
    path: 'sisu',
    lazy: async () => ({ Component: (await import('./components/content-layout')).ContentLayout }),
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./components/page-list-screen')).PageListScreen }),
      },
      {
        path: 'lehed',
        lazy: async () => ({ Component: (await import('./components/page-list-screen')).PageListScreen }),
      },
      {
        path: 'lehed/:id',
        lazy: async () => ({ Component: (await import('./components/page-edit-screen')).PageEditScreen }),
      },
      {
        path: 'uudised',
        lazy: async () => ({ Component: (await import('./components/news-list-screen')).NewsListScreen }),
      },
      {
        path: 'uudised/:id',
        lazy: async () => ({ Component: (await import('./components/news-edit-screen')).NewsEditScreen }),
      },
      {
        path: 'menuu',
        lazy: async () => ({ Component: (await import('./components/menu-screen')).MenuScreen }),
      },
      {
        path: 'jalus',
        lazy: async () => ({ Component: (await import('./components/footer-screen')).FooterScreen }),
      },
      {
        path: 'kontaktid',
        lazy: async () => ({
          Component: (await import('./components/help-contacts-screen')).HelpContactsScreen,
        }),
      },
    ],
  },
];
