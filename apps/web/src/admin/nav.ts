import type { StaffRole } from '@kodumasinad/contract/admin';
import { roleAllows } from './lib/roles';

export interface AdminNavItem {
  to: string;
  label: string;
  /** Who sees it besides `admin`, who sees everything; the server checks the same roles. */
  roles: readonly StaffRole[];
}

/** The back-office menu (admin-interface.md); a feature's screens live under its `to`. */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { to: '/haldus', label: 'Töölaud', roles: ['sales', 'content', 'catalog'] },
  { to: '/haldus/kliendid', label: 'Kliendid', roles: ['sales'] },
  { to: '/haldus/tellimused', label: 'Tellimused', roles: ['sales'] },
  { to: '/haldus/arved', label: 'Arved', roles: ['sales'] },
  { to: '/haldus/tooted', label: 'Tooted', roles: ['catalog'] },
  { to: '/haldus/kategooriad', label: 'Kategooriad', roles: ['catalog'] },
  { to: '/haldus/kaubamargid', label: 'Kaubamärgid', roles: ['catalog'] },
  { to: '/haldus/omadused', label: 'Omadused', roles: ['catalog'] },
  { to: '/haldus/sisu', label: 'Sisu', roles: ['content'] },
  { to: '/haldus/tagasiside', label: 'Tagasiside', roles: ['sales'] },
  { to: '/haldus/import', label: 'Import', roles: ['catalog'] },
  { to: '/haldus/tootajad', label: 'Töötajad', roles: [] },
  { to: '/haldus/integratsioonid', label: 'Integratsioonid', roles: [] },
  { to: '/haldus/audit', label: 'Auditilogi', roles: [] },
];

/** The menu items a staff member of `role` may open. */
export function navFor(role: StaffRole, items: readonly AdminNavItem[] = ADMIN_NAV): AdminNavItem[] {
  return items.filter((item) => roleAllows(role, item.roles));
}
