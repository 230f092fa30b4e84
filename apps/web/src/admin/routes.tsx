import type { RouteObject } from 'react-router';
import { AdminLayout } from './components/admin-layout';
import { AdminNotFound } from './components/admin-not-found';
import { catalogTaxonomyRoutes } from './features/catalog-taxonomy/routes';
import { contentRoutes } from './features/content/routes';
import { feedbackRoutes } from './features/feedback/routes';
import { productRoutes } from './features/products/routes';
import { importRoutes } from './features/imports/routes';

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
    path: 'tellimused',
    lazy: async () => ({
      Component: (await import('./features/orders/components/admin-order-list-screen')).AdminOrderListScreen,
    }),
  },
  {
    path: 'tellimused/:id',
    lazy: async () => ({
      Component: (await import('./features/orders/components/order-detail-screen')).AdminOrderDetailScreen,
    }),
  },
  ...contentRoutes,
  ...catalogTaxonomyRoutes,
  ...feedbackRoutes,
  ...productRoutes,
  ...importRoutes,
  {
    path: 'arved',
    lazy: async () => ({
      Component: (await import('./features/invoices/components/invoice-list-screen')).InvoiceListScreen,
    }),
  },
  {
    path: 'arved/import',
    lazy: async () => ({
      Component: (await import('./features/invoices/components/statement-import-screen'))
        .StatementImportScreen,
    }),
  },
  {
    path: 'arved/:id',
    lazy: async () => ({
      Component: (await import('./features/invoices/components/invoice-detail-screen')).InvoiceDetailScreen,
    }),
  },
  {
    path: 'kliendid',
    lazy: async () => ({
      Component: (await import('./features/clients/components/client-list-screen')).ClientListScreen,
    }),
  },
  {
    path: 'kliendid/uus',
    lazy: async () => ({
      Component: (await import('./features/clients/components/client-edit-screen')).ClientCreateScreen,
    }),
  },
  {
    path: 'kliendid/:id',
    lazy: async () => ({
      Component: (await import('./features/clients/components/client-edit-screen')).ClientEditScreen,
    }),
  },
  {
    path: 'tootajad',
    lazy: async () => ({
      Component: (await import('./features/staff/components/staff-list-screen')).StaffListScreen,
    }),
  },
  {
    path: 'integratsioonid',
    lazy: async () => ({
      Component: (await import('./features/integrations/components/integrations-screen')).IntegrationsScreen,
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
