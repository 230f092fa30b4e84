import { NavLink } from 'react-router';
import type { AdminNavItem } from '../nav';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
    isActive ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-brand-50 hover:text-brand-800'
  }`;

/** The menu: a column beside the screen from md up, a list under the header on a phone. */
export function AdminNav({
  items,
  id,
  onNavigate,
}: {
  items: AdminNavItem[];
  id: string;
  onNavigate(): void;
}) {
  return (
    <nav id={id} aria-label="Halduse menüü">
      <ul className="space-y-1">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.to === '/haldus'} className={linkClass} onClick={onNavigate}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
