import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.js';
import type { AccountLockout } from '../../../platform/account-lockout.js';
import type { RateLimiter } from '../../../platform/rate-limit.js';
import type { SessionStore } from '../../../platform/sessions.js';
import { AuditRepository } from './audit.repository.js';
import { registerAuditRoutes } from './audit.routes.js';
import { AuditService } from './audit.service.js';
import { SignInAudit } from './sign-in-audit.js';
import { registerStaffAuthRoutes } from './staff-auth.routes.js';
import { StaffAuthService } from './staff-auth.service.js';
import { createRequireStaff, type RequireStaff, type StaffRoute } from './staff-guard.js';
import { StaffService } from '../../staff/staff.service.js';

export { ANY_STAFF, currentStaff, type RequireStaff, type StaffRoute } from './staff-guard.js';
export { recordAudit, recordCommandAudit, recordIntegrationAudit } from './audit-log.js';
export type { AuditActor, AuditChange, AuditRecorder, AuditValues } from './audit-port.js';
export { listMeta, EXPORT_MAX_ROWS } from './paging.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every `/api/admin/*` route with the roles its guard lets in (the role-matrix test walks them). */
    staffRoutes: StaffRoute[];
  }
}

/**
 * The back-office core (issue 14): the staff guard, sign-in and the audit log (staff accounts are
 * modules/staff, which owns the `staff` table; sign-in reads and writes it through StaffService).
 * Register it before any other `/api/admin/*` route, so the guard's registry sees them all;
 * back-office features take `requireStaff` from its result.
 */
export function registerAdminCore(
  app: FastifyInstance,
  deps: {
    db: Db;
    sessions: SessionStore;
    limiter: RateLimiter;
    lockout: AccountLockout;
    secret: string;
    /** Seals the staff's TOTP secrets (config.staffTotpKey, decision 052). */
    totpKey: Buffer;
  },
): { requireStaff: RequireStaff } {
  const staff = new StaffService(deps.db);
  app.decorateRequest('staff', null);
  const { requireStaff, routes } = createRequireStaff(app, (id) => staff.findActive(id));
  app.decorate('staffRoutes', routes);

  registerStaffAuthRoutes(app, {
    staffAuth: new StaffAuthService(
      staff,
      deps.limiter,
      deps.lockout,
      new SignInAudit(deps.db),
      deps.totpKey,
    ),
    sessions: deps.sessions,
    secret: deps.secret,
    requireStaff,
  });
  registerAuditRoutes(app, { audit: new AuditService(new AuditRepository(deps.db)), requireStaff });
  return { requireStaff };
}
