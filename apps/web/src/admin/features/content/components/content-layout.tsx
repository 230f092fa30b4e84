import { NavLink, Outlet, useLocation } from 'react-router';
import { PageTitle } from '../../../../components/ui/page-title';

const TABS = [
  { to: '/haldus/sisu/lehed', label: 'Lehed' },
  { to: '/haldus/sisu/uudised', label: 'Uudised' },
  { to: '/haldus/sisu/menuu', label: 'Menüü' },
  { to: '/haldus/sisu/jalus', label: 'Jalus' },
  { to: '/haldus/sisu/kontaktid', label: 'Abi kontaktid' },
] as const;

/**
 * The browser tab's title of each content screen (issue 22, item 26: all ten were "Sisu"): the
 * section and, in an editor, whether it is a new item or an existing one.
 */
export function contentDocumentTitle(pathname: string): string {
  const [section, item] = pathname.replace(/^\/haldus\/sisu\/?/, '').split('/');
  const named = (text: string) => `${text} – Sisu`;
  switch (section || 'lehed') {
    case 'lehed':
      if (item === undefined || item === '') return named('Lehed');
      return named(item === 'uus' ? 'Uus leht' : 'Muuda lehte');
    case 'uudised':
      if (item === undefined || item === '') return named('Uudised');
      return named(item === 'uus' ? 'Uus uudis' : 'Muuda uudist');
    case 'menuu':
      return named('Menüü');
    case 'jalus':
      return named('Jalus');
    case 'kontaktid':
      return named('Abi kontaktid');
    default:
      return 'Sisu';
  }
}

/** /haldus/sisu: the content sections as tabs above the open one. */
export function ContentLayout() {
  const { pathname } = useLocation();
  return (
    <section data-testid="admin-content">
      <PageTitle documentTitle={contentDocumentTitle(pathname)}>Sisu</PageTitle>
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
