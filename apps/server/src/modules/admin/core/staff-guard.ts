import { STAFF_ROLES, type Staff, type StaffRole } from '@kodumasinad/contract/admin';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AppError, unauthorized } from '../../../platform/errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireStaff; null elsewhere. */
    staff: Staff | null;
  }
}

export const NO_PERMISSION_MESSAGE = 'Puudub õigus.';
const noPermission = () => new AppError(403, 'forbidden', NO_PERMISSION_MESSAGE);

/** Every role: for calls any signed-in staff member may make (their own session). */
export const ANY_STAFF: readonly StaffRole[] = STAFF_ROLES;

/** One `/api/admin/*` route and the roles its guard lets in (null: it has no staff guard). */
export interface StaffRoute {
  method: string;
  url: string;
  roles: readonly StaffRole[] | null;
}

export type StaffLoader = (id: number) => Promise<Staff | null>;
export type RequireStaff = (roles: readonly StaffRole[]) => onRequestAsyncHookHandler;

/**
 * The guard of every back-office call (admin-interface.md, decision 043), run as the route's
 * onRequest hook, before the body is read: anonymous or a staff session before its TOTP code →
 * 401; a buyer's session → 403; a staff member whose role is not allowed → 403. `admin` is always
 * allowed. The staff row is read on each call, so a deactivated member is out at once.
 *
 * Each route's roles are recorded as the route is registered, so the role-matrix test walks
 * every `/api/admin/*` route, whoever adds it.
 */
export function createRequireStaff(
  app: FastifyInstance,
  loadStaff: StaffLoader,
): { requireStaff: RequireStaff; routes: StaffRoute[] } {
  const hooks = new WeakMap<object, readonly StaffRole[]>();
  const routes: StaffRoute[] = [];

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/admin/') && route.url !== '/api/admin') return;
    const onRequest = route.onRequest === undefined ? [] : [route.onRequest].flat();
    const guard = onRequest.find((hook) => hooks.has(hook));
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    for (const method of methods) {
      routes.push({ method, url: route.url, roles: guard === undefined ? null : (hooks.get(guard) ?? null) });
    }
  });

  const requireStaff: RequireStaff = (roles) => {
    const allowed = roles.includes('admin') ? roles : [...roles, 'admin' as const];
    const hook: onRequestAsyncHookHandler = async (request) => {
      const record = request.session.record;
      if (record !== null && record.user_id !== null) throw noPermission();
      if (record === null || record.staff_id === null || record.staff_stage !== 'totp') throw unauthorized();
      const staff = await loadStaff(record.staff_id);
      if (staff === null) throw unauthorized();
      if (!allowed.includes(staff.role)) throw noPermission();
      request.staff = staff;
    };
    hooks.set(hook, allowed);
    return hook;
  };

  return { requireStaff, routes };
}

/** The staff member set by requireStaff; only call it in handlers behind that guard. */
export function currentStaff(request: FastifyRequest): Staff {
  if (request.staff === null) throw unauthorized();
  return request.staff;
}
