import { useEffect, useId, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { isApiError } from '../../lib/api/api-error';
import { useAdminMe } from '../features/auth/api/me';
import { ADMIN_LOGIN_PATH } from '../lib/admin-navigation';
import { clearForbidden, useForbidden } from '../lib/forbidden';
import { navFor } from '../nav';
import { AdminHeader } from './admin-header';
import { MessageArea } from '../../components/message-area';
import { AdminNav } from './admin-nav';
import { ForbiddenScreen } from './forbidden-screen';

/**
 * Every back-office page but the sign-in: who is signed in (GET /api/admin/me; without a staff
 * session the sign-in screen), the header, the menu of the staff member's role and the screen.
 */
export function AdminLayout() {
  const me = useAdminMe();
  const location = useLocation();
  const forbidden = useForbidden();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  // A new page is a new question: the last screen's 403 and the phone menu go.
  useEffect(() => {
    clearForbidden();
    setMenuOpen(false);
  }, [location.pathname]);

  // A 401 went to the sign-in screen already (admin-api); a shop user's session answers 403.
  if (me.isError)
    return <MeFailed status={isApiError(me.error) ? me.error.status : null} retry={me.refetch} />;
  if (!me.data) {
    return (
      <div className="mx-auto max-w-7xl p-6">
        <Skeleton />
      </div>
    );
  }
  const staff = me.data.staff;

  return (
    <div className="min-h-screen">
      <a
        href="#sisu"
        className="sr-only rounded-md bg-white px-4 py-2 font-medium text-brand-800 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:outline-2 focus:outline-brand-700"
      >
        Liigu sisu juurde
      </a>
      <AdminHeader
        staff={staff}
        menuOpen={menuOpen}
        menuId={menuId}
        onToggleMenu={() => setMenuOpen((open) => !open)}
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 md:flex-row">
        <div className={`${menuOpen ? 'block' : 'hidden'} md:block md:w-52 md:shrink-0`}>
          <AdminNav id={menuId} items={navFor(staff.role)} onNavigate={() => setMenuOpen(false)} />
        </div>
        <main id="sisu" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          <MessageArea testId="admin-message-area" compact />
          {forbidden ? <ForbiddenScreen /> : <Outlet />}
        </main>
      </div>
    </div>
  );
}

function MeFailed({ status, retry }: { status: number | null; retry: () => unknown }) {
  return (
    <main id="sisu" className="mx-auto max-w-md space-y-4 px-4 py-10">
      {status === 403 ? (
        <>
          <ForbiddenScreen />
          <p>
            <Link to={ADMIN_LOGIN_PATH} className="font-medium text-brand-700 hover:underline">
              Logi sisse töötajana
            </Link>
          </p>
        </>
      ) : status === 401 ? (
        <Skeleton />
      ) : (
        <>
          <MessageArea testId="admin-message-area" compact />
          <p role="alert">Halduse andmeid ei õnnestunud laadida.</p>
          <Button onClick={() => void retry()}>Proovi uuesti</Button>
        </>
      )}
    </main>
  );
}
