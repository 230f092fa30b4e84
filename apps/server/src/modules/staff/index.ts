import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { recordAudit, type RequireStaff } from '../admin/core/index.js';
import { registerStaffAccountRoutes } from './staff-accounts.admin-routes.js';
import { StaffAccountsService } from './staff-accounts.service.js';

export { StaffService } from './staff.service.js';
export { createAdmin, type CreatedAdmin } from './create-admin.js';

/**
 * Staff accounts (issue 14): admins list, export, create and edit staff members and reset their
 * authenticators. Owns the `staff` table; the back-office core signs staff in through StaffService.
 */
export function register(app: FastifyInstance, deps: { db: Db; requireStaff: RequireStaff }): void {
  registerStaffAccountRoutes(app, {
    accounts: new StaffAccountsService({ db: deps.db, audit: recordAudit }),
    requireStaff: deps.requireStaff,
  });
}
