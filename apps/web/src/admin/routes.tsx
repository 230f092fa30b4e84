import type { RouteObject } from 'react-router';
import { AdminLayout } from './components/admin-layout';
import { AdminNotFound } from './components/admin-not-found';

/**
 * The screens inside the layout, paths relative to /haldus. Each feature adds its routes here,
 * lazily (its own chunk), e.g.
 * `{ path: 'kliendid', lazy: async () => ({ Component: (await import('./features/clients/...')).ClientListScreen }) }`.
 */
export const featureRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({
      Component: (await import('./features/dashboard/dashboard-screen')).DashboardScreen,
    }),
  },
  {
    path: 'tootajad',
    lazy: async () => ({
      Component: (await import('./features/staff/components/staff-list-screen')).StaffListScreen,
    }),
  },
  {
    path: 'audit',
    lazy: async () => ({
      Component: (await import('./features/audit/components/audit-log-screen')).AuditLogScreen,
    }),
  },
];

/** The back-office's routes: the sign-in screen alone, everything else in the layout. */
export const adminRoutes: RouteObject[] = [
  {
    path: '/haldus/login',
    lazy: async () => ({
      Component: (await import('./features/auth/components/admin-login-screen')).AdminLoginScreen,
    }),
  },
  {
    path: '/haldus',
    Component: AdminLayout,
    children: [...featureRoutes, { path: '*', Component: AdminNotFound }],
  },
  // Only /haldus addresses reach this app; anything else is a stray link.
  { path: '*', Component: AdminNotFound },
];
