import { Link } from 'react-router';
import { useAdminLogout } from '../features/auth/api/logout';
import { STAFF_ROLE_LABELS, type Staff } from '@kodumasinad/contract/admin';

const focus = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** The name and role of who is signed in, "Logi välja", and on a phone the menu button. */
export function AdminHeader({
  staff,
  menuOpen,
  menuId,
  onToggleMenu,
}: {
  staff: Staff;
  menuOpen: boolean;
  menuId: string;
  onToggleMenu(): void;
}) {
  const logout = useAdminLogout();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3">
        <button
          type="button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={onToggleMenu}
          className={`rounded-md border border-slate-300 px-3 py-2 text-sm font-medium md:hidden ${focus}`}
        >
          Menüü
        </button>
        <Link to="/haldus" className={`rounded font-semibold text-slate-900 ${focus}`}>
          Kodumasinad <span className="text-brand-700">haldus</span>
        </Link>
        <div className="ml-auto flex flex-wrap items-center gap-3 text-sm">
          <span data-testid="admin-staff" className="text-slate-700">
            <span className="font-medium text-slate-900">{staff.name}</span>
            <span className="text-slate-500"> · {STAFF_ROLE_LABELS[staff.role]}</span>
          </span>
          <button
            type="button"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
            className={`rounded-md border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-800 hover:bg-slate-50 ${focus}`}
          >
            Logi välja
          </button>
        </div>
      </div>
    </header>
  );
}
