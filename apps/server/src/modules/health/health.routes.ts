import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Readiness } from '../../platform/readiness.js';

const NOT_READY_MESSAGES = {
  starting: 'Server käivitub.',
  draining: 'Server lõpetab tööd.',
} as const;

/**
 * Liveness (`/health`: 200 only when the database answers) and readiness (`/health/ready`: 503
 * until migrations, the catalogue index and the mail worker are up, and again while the process
 * drains before it stops).
 */
export function registerHealthRoutes(app: FastifyInstance, deps: { db: Db; readiness: Readiness }): void {
  app.get('/health', async (request, reply) => {
    try {
      await sql`select 1`.execute(deps.db);
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply.status(503).send({ status: 'error', message: 'Andmebaas ei vasta.' });
    }
  });

  app.get('/health/ready', async (_request, reply) => {
    const state = deps.readiness.state();
    if (state.status === 'ready') return { status: 'ready' };
    return reply
      .status(503)
      .send({ status: state.status, waiting: state.waiting, message: NOT_READY_MESSAGES[state.status] });
  });
}
