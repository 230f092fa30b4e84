import type { MenuItem } from '@kodumasinad/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { UserGuard } from '../../platform/auth-guard.js';
import { CatalogRepository } from './catalog.repository.js';
import { registerCatalogRoutes } from './catalog.routes.js';
import { CatalogService } from './catalog.service.js';
import { CatalogStore } from './catalog-store.js';
import { ListingService } from './listing.service.js';
import { ProductPageService } from './product-page.service.js';
import { snapshotWorkers } from './snapshot-workers.js';

export { CatalogService } from './catalog.service.js';
export { ListingService } from './listing.service.js';
export { ProductPageService } from './product-page.service.js';

/** The catalogue's services over one in-memory snapshot store (decision 027). */
export interface Catalog {
  /** Lookups for other modules: tree, menu, brands, products by id or code, add-ons, drawings. */
  catalog: CatalogService;
  /** The listing screens, their facets and search as you type. */
  listings: ListingService;
  /** The product page, the comparison table's details, recently viewed and featured products. */
  productPages: ProductPageService;
  store: CatalogStore;
  /** Ends the index's builder thread, if it has one. */
  close(): Promise<void>;
}

/** Builds the catalogue's services; the snapshot itself is built on first use (or on listen). */
export function createCatalog(
  db: Db,
  options: {
    log: FastifyBaseLogger;
    afterBuild?: () => void;
    clock?: () => Date;
    /** Build the index in a worker thread on this database (decision 082); in process without. */
    buildWorker?: Config['database'];
  },
): Catalog {
  const repository = new CatalogRepository(db);
  const workers = options.buildWorker === undefined ? null : snapshotWorkers(options.buildWorker);
  const store = new CatalogStore(repository, {
    log: options.log,
    ...(options.afterBuild === undefined ? {} : { afterBuild: options.afterBuild }),
    ...(workers === null ? {} : { build: workers.build }),
  });
  return {
    catalog: new CatalogService(repository, store, options.clock),
    listings: new ListingService(store, options.clock),
    productPages: new ProductPageService(repository, store, options.clock),
    store,
    close: async () => {
      await store.idle();
      await workers?.close();
    },
  };
}

/**
 * The catalogue's buyer routes (menu, listings and facets, search, product pages, home page
 * lists); a listening server builds the catalogue index right away rather than on the first
 * buyer's request, and closing waits for a build in flight.
 */
export function registerCatalog(
  app: FastifyInstance,
  deps: { catalog: Catalog; requireUser: UserGuard; menu?: { menu(): Promise<MenuItem[]> } },
): void {
  const { catalog, listings, productPages, store } = deps.catalog;
  registerCatalogRoutes(app, {
    catalog,
    listings,
    productPages,
    requireUser: deps.requireUser,
    ...(deps.menu === undefined ? {} : { menu: deps.menu }),
  });
  app.addHook('onListen', async () => {
    store.snapshot().catch((error: unknown) => app.log.error({ err: error }, 'catalogue index failed'));
  });
  app.addHook('onClose', async () => {
    await deps.catalog.close();
  });
}
