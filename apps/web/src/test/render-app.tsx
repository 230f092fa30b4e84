import { BOOTSTRAP_SCRIPT_ID, CSRF_META_NAME, type Bootstrap, type User } from '@kodumasinad/contract';
import { render } from '@testing-library/react';
import { App } from '../app/app';
import { createQueryClient } from '../app/query-client';
import { createAppRouter, type AppRouter } from '../app/router';
import { reloadBootstrap } from '../lib/bootstrap';
import { setUser } from '../lib/state/user';
import { bootstrap as defaultBootstrap } from './fixtures';

/** Writes what the server would inject into the page head. */
export function injectPageHead(bootstrap: Bootstrap | null = defaultBootstrap, csrf = 'page-token'): void {
  document.head.innerHTML = '';
  const meta = document.createElement('meta');
  meta.name = CSRF_META_NAME;
  meta.content = csrf;
  document.head.append(meta);
  if (bootstrap) {
    const script = document.createElement('script');
    script.id = BOOTSTRAP_SCRIPT_ID;
    script.type = 'application/json';
    script.textContent = JSON.stringify(bootstrap);
    document.head.append(script);
  }
  reloadBootstrap();
}

const renderedRouters: AppRouter[] = [];

/** Disposes every router `renderApp` created, so no timer of a finished test outlives it. */
export function disposeRenderedApps(): void {
  for (const router of renderedRouters.splice(0)) router.dispose();
}

export function renderApp(path: string, options: { user?: User | null; bootstrap?: Bootstrap } = {}) {
  injectPageHead(options.bootstrap);
  if (options.user) setUser(options.user);
  const router = createAppRouter({ initialEntries: [path] });
  renderedRouters.push(router);
  const queryClient = createQueryClient();
  const view = render(<App router={router} queryClient={queryClient} />);
  return { ...view, router, queryClient };
}
