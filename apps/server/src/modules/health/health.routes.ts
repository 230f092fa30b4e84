import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';

/** Load balancers' check: 200 only when the database answers. */
export function registerHealthRoutes(app: FastifyInstance, db: Db): void {
  app.get('/health', async (request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply.status(503).send({ status: 'error', message: 'Andmebaas ei vasta.' });
    }
  });
}
