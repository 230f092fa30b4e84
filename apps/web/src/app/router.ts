import { createBrowserRouter, createMemoryRouter } from 'react-router';
import { LOGIN_PATH } from '../lib/api/client';
import { connectNavigator } from '../lib/navigation';
import { attachNavigationEffects } from './routes/navigation-effects';
import { routeNameOf } from './routes/route-name';
import { appRoutes } from './routes/routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * History-mode router (SPEC §2), connected to the API client for 401/403 navigation.
 * Tests pass `initialEntries` to get the same routes in memory.
 */
export function createAppRouter(options: { initialEntries?: string[] } = {}): AppRouter {
  const router = options.initialEntries
    ? createMemoryRouter(appRoutes, { initialEntries: options.initialEntries })
    : createBrowserRouter(appRoutes);
  const detachEffects = attachNavigationEffects(router);
  // Disposing the router also stops its pending scroll-to-top timer.
  const dispose = router.dispose.bind(router);
  router.dispose = () => {
    detachEffects();
    dispose();
  };
  connectNavigator({
    navigate: (to) => {
      // A 401 sends the visitor to /login: like the guard (RequireAccess), remember where from, so
      // logging in again returns there whichever of the two navigations happens last.
      const { pathname, search } = router.state.location;
      const from = to === LOGIN_PATH && pathname !== LOGIN_PATH ? `${pathname}${search}` : null;
      return router.navigate(to, from === null ? undefined : { state: { from } });
    },
    currentRouteName: () => routeNameOf(router.state.matches, router.state.location),
  });
  return router;
}
