import { createBrowserRouter, createMemoryRouter } from 'react-router';
import { pageChanged, resetPageFocus } from '../lib/page-focus';
import { connectAdminNavigator } from './lib/admin-navigation';
import { adminRoutes } from './routes';

export type AdminRouter = ReturnType<typeof createBrowserRouter>;

/** The back-office's own history router; tests pass `initialEntries` for a memory router. */
export function createAdminRouter(options: { initialEntries?: string[] } = {}): AdminRouter {
  const router = options.initialEntries
    ? createMemoryRouter(adminRoutes, { initialEntries: options.initialEntries })
    : createBrowserRouter(adminRoutes);
  const disconnect = connectAdminNavigator({
    navigate: (to, state) => router.navigate(to, { state }),
    pathname: () => router.state.location.pathname + router.state.location.search,
  });
  // A new path moves focus to the new page's heading and announces its title (lib/page-focus);
  // not on the first load, which is no navigation.
  let previousPath = router.state.location.pathname;
  const unsubscribe = router.subscribe(({ location }) => {
    if (location.pathname === previousPath) return;
    previousPath = location.pathname;
    pageChanged(() => document.getElementById('sisu'));
  });
  const dispose = router.dispose.bind(router);
  router.dispose = () => {
    unsubscribe();
    resetPageFocus();
    disconnect();
    dispose();
  };
  return router;
}
