import { createBrowserRouter, createMemoryRouter } from 'react-router';
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
  const dispose = router.dispose.bind(router);
  router.dispose = () => {
    disconnect();
    dispose();
  };
  return router;
}
