import { NavLink, Outlet } from 'react-router';
import { PageTitle } from '../../../../components/ui/page-title';

const TABS = [
  { to: '/haldus/sisu/lehed', label: 'Lehed' },
  { to: '/haldus/sisu/uudised', label: 'Uudised' },
  { to: '/haldus/sisu/menuu', label: 'Menüü' },
  { to: '/haldus/sisu/jalus', label: 'Jalus' },
  { to: '/haldus/sisu/kontaktid', label: 'Abi kontaktid' },
] as const;

/** /haldus/sisu: the content sections as tabs above the open one. */
export function ContentLayout() {
  return (
    <section data-testid="admin-content">
      <PageTitle>Sisu</PageTitle>
      <nav aria-label="Sisu osad" className="mb-4 flex flex-wrap gap-2 border-b border-slate-200">
        {TABS.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            className={({ isActive }) =>
              `-mb-px border-b-2 px-3 py-2 text-sm font-medium ${
                isActive
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-slate-600 hover:text-slate-900'
              }`
            }
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </section>
  );
}
