import type { FastifyRequest } from 'fastify';

/**
 * The admin core's guard as this feature's routes use it (docs/decisions/046):
 * `requireStaff(['sales'])` as the onRequest hook (admin is always allowed), and the signed-in
 * staff member for the audit log.
 */
export interface AdminRouteDeps<Actor> {
  requireStaff: (roles: 'sales'[]) => (request: FastifyRequest) => Promise<void>;
  currentStaff: (request: FastifyRequest) => Actor;
}
