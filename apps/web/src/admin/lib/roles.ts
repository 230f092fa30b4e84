import type { StaffRole } from './core-contract';

/** The roles' Estonian names, shown beside the staff member's name. */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Administraator',
  sales: 'Müük',
  content: 'Sisu',
};

/** Whether a staff member of `role` may use something open to `roles` (`admin` may use everything). */
export function roleAllows(role: StaffRole, roles: readonly StaffRole[]): boolean {
  return role === 'admin' || roles.includes(role);
}
