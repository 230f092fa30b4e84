import type { User } from '@kodumasinad/contract';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser; null on public routes. */
    user: User | null;
  }
}

export type UserLoader = (userId: number, request: FastifyRequest) => Promise<User | null>;

/**
 * The guard of protected routes, run as their onRequest hook: 401 unless the session belongs to an
 * active user. It runs before the body is read or validated, so a stranger learns nothing from
 * how a route judges input.
 */
export type UserGuard = (request: FastifyRequest) => Promise<void>;

export function createRequireUser(loadUser: UserLoader): UserGuard {
  return async function requireUser(request: FastifyRequest) {
    const userId = request.session.record?.user_id ?? null;
    const user = userId === null ? null : await loadUser(userId, request);
    if (user === null) throw unauthorized();
    request.user = user;
  };
}

/** The user set by requireUser; only call it in handlers behind that guard. */
export function currentUser(request: FastifyRequest): User {
  if (request.user === null) throw unauthorized();
  return request.user;
}
