import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { RouteAnnouncer } from '../components/ui/route-announcer';
import { ToastArea } from '../components/ui/toast-area';
import type { AdminRouter } from './router';

export function AdminApp({ router, queryClient }: { router: AdminRouter; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToastArea />
      <RouteAnnouncer />
    </QueryClientProvider>
  );
}
