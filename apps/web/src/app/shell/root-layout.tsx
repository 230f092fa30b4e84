import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton';
import { useUserRefresh } from '../../features/auth/api/user';
import { useIsMobile } from '../../lib/hooks/use-media-query';
import { useMobileMenuOpen } from '../../lib/state/loader';
import { CartModal } from './cart-modal';
import { DesktopHeader } from './desktop-header';
import { LoadingOverlay } from './loading-overlay';
import { MessageArea } from '../../components/message-area';
import { MobileHeader } from './mobile-header';
import { ToastArea } from '../../components/ui/toast-area';

/** Below the fold and desktop only: it and its HTML sanitiser load after the first screen. */
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));

/** Opened from the menu toggle: it loads then, not with the first screen (issue 11). */
const MobileSidebar = lazy(() => import('./mobile-sidebar').then((m) => ({ default: m.MobileSidebar })));

function MobileSidebarPlace() {
  const open = useMobileMenuOpen();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <MobileSidebar />
    </Suspense>
  );
}

/** The shell of SPEC §2 around every screen. */
export function RootLayout() {
  useUserRefresh();
  const mobile = useIsMobile();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-[80] focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Liigu sisu juurde
      </a>
      {mobile ? <MobileHeader /> : <DesktopHeader />}
      {mobile && <MobileSidebarPlace />}
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
        <MessageArea />
        <Suspense fallback={<Skeleton lines={6} />}>
          <Outlet />
        </Suspense>
      </main>
      {!mobile && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
      <ToastArea />
      <LoadingOverlay />
      <CartModal />
    </div>
  );
}
