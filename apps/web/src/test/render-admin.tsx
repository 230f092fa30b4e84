import { render } from '@testing-library/react';
import { afterEach } from 'vitest';
import { AdminApp } from '../admin/admin-app';
import { createAdminQueryClient } from '../admin/lib/admin-query-client';
import { createAdminRouter, type AdminRouter } from '../admin/router';
import { json } from './fetch-stub';

let router: AdminRouter | null = null;

/** Disposes the router of the last `renderAdmin` after each test of the file that imports this. */
afterEach(() => {
  router?.dispose();
  router = null;
});

/** Renders the back-office at `url` in its real app (router, layout, query client). */
export function renderAdmin(url: string): AdminRouter {
  router = createAdminRouter({ initialEntries: [url] });
  render(<AdminApp router={router} queryClient={createAdminQueryClient()} />);
  return router;
}

/** GET /api/admin/me for a signed-in sales user. */
export const salesMe = json(200, {
  staff: { id: 2, email: 'myyk@kodumasinad.test', name: 'Mari Müük', role: 'sales' },
});
