import type { Location } from 'react-router';
import type { RouteHandle, RouteName } from './route-names';

interface MatchLike {
  route: { handle?: unknown };
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'name' in handle;
}

/** The name of the deepest matched route that has one. */
export function routeNameOf(
  matches: readonly MatchLike[],
  location: Pick<Location, 'pathname'>,
): RouteName | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.route.handle;
    if (isRouteHandle(handle)) {
      return typeof handle.name === 'function' ? handle.name(location.pathname) : handle.name;
    }
  }
  return undefined;
}
