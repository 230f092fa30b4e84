import type { StaffRole } from '@kodumasinad/contract/admin';

/** Whether a staff member of `role` may use something open to `roles` (`admin` may use everything). */
export function roleAllows(role: StaffRole, roles: readonly StaffRole[]): boolean {
  return role === 'admin' || roles.includes(role);
}
