import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { UserGuard } from '../../platform/auth-guard.js';
import type { Catalog } from '../catalog/index.js';
import { CompareRepository } from './compare.repository.js';
import { registerCompareRoutes } from './compare.routes.js';
import { CompareService } from './compare.service.js';

/** The buyer's product comparison (SPEC §7): its list of products and the table's calls. */
export function registerCompare(
  app: FastifyInstance,
  deps: { db: Db; catalog: Pick<Catalog, 'catalog' | 'productPages'>; requireUser: UserGuard },
): void {
  const compare = new CompareService(
    new CompareRepository(deps.db),
    deps.catalog.catalog,
    deps.catalog.productPages,
  );
  registerCompareRoutes(app, { compare, requireUser: deps.requireUser });
}
