import type { FastifyInstance } from 'fastify';
import type { SessionStore } from '../../platform/sessions.js';
import { registerAuthRoutes } from './auth.routes.js';
import type { AuthService } from './auth.service.js';

export { AuthService } from './auth.service.js';

/** The buyer's sign-in and sign-out (SPEC §7); users are read through the clients module. */
export function register(
  app: FastifyInstance,
  deps: { auth: AuthService; sessions: SessionStore; secret: string },
): void {
  registerAuthRoutes(app, deps);
}
