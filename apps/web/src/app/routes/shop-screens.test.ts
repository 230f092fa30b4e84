import { SHOP_SCREENS } from '@kodumasinad/contract';
import { describe, expect, it } from 'vitest';
import { SCREEN_MODULES } from '../../../vite-screen-chunks-plugin';
import lazyScreens from './lazy-screens.ts?raw';
import { appRoutes } from './routes';

/** Every path of the router's table, as written. */
function routePaths(routes: typeof appRoutes): string[] {
  return routes.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...routePaths(route.children ?? []),
  ]);
}

describe("the contract's screen table", () => {
  it.each(Object.entries(SHOP_SCREENS))(
    '%s: its module is the one its lazy route imports',
    (_name, screen) => {
      // lazy-screens.ts (in src/app/routes) imports each module by its path relative to itself.
      const module = screen.module.replace(/\.tsx$/, '');
      const specifier = module.startsWith('src/app/routes/')
        ? module.replace('src/app/routes/', './')
        : module.replace('src/', '../../');
      expect(lazyScreens).toContain(`import('${specifier}')`);
    },
  );

  it('is the list the build writes the screens’ code for', () => {
    expect(Object.keys(SCREEN_MODULES)).toEqual(Object.keys(SHOP_SCREENS));
  });

  it('gives the router its fixed paths', () => {
    const paths = routePaths(appRoutes);
    for (const screen of Object.values(SHOP_SCREENS)) {
      if (screen.path !== null && screen.path !== '/') expect(paths).toContain(screen.path);
    }
  });
});
