import type { MenuItem } from '@kodumasinad/contract';
import type { Staff } from '@kodumasinad/contract/admin';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { bumpCatalogVersion, type CatalogChange } from '../../db/catalog-version.js';
import type { Db } from '../../db/database.js';
import type { UserGuard } from '../../platform/auth-guard.js';
import {
  recordAudit,
  recordIntegrationAudit,
  type AuditChange,
  type RequireStaff,
} from '../admin/core/index.js';
import type { IntegrationRouter } from '../integrations/index.js';
import { registerCatalogIntegrationRoutes } from './catalog.integration-routes.js';
import { CatalogRepository } from './catalog.repository.js';
import { registerCatalogRoutes } from './catalog.routes.js';
import { CatalogService } from './catalog.service.js';
import { CatalogStore } from './catalog-store.js';
import { ListingService } from './listing.service.js';
import { PriceFeedService } from './price-feed.service.js';
import { ProductBatchService } from './product-batch.service.js';
import { ProductFeedService } from './product-feed.service.js';
import { ClientPricesService } from './client-prices.service.js';
import { isIntegrationActor, ProductEditingService, type CatalogActor } from './product-editing.service.js';
import { ProductListService } from './product-list.service.js';
import { ProductPageService } from './product-page.service.js';
import { registerProductAdminRoutes } from './products.admin-routes.js';
import { registerTaxonomyAdminRoutes } from './taxonomy.admin-routes.js';
import { AttributeService } from './attribute.service.js';
import { BrandService } from './brand.service.js';
import { CategoryService } from './category.service.js';
import { registerProductImageRoutes } from './product-images.admin-routes.js';
import { ProductImagesRepository } from './product-images.repository.js';
import { ProductImagesService } from './product-images.service.js';
import { databaseKey, SnapshotFileCache } from './snapshot-cache.js';
import { SnapshotSource } from './snapshot-source.js';
import { snapshotWorkers } from './snapshot-workers.js';

export {
  ProductEditingService,
  isIntegrationActor,
  type CatalogActor,
  type IntegrationActor,
} from './product-editing.service.js';
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
  /** Where the store's snapshots come from: built, or loaded from the index file (decision 085). */
  source: SnapshotSource;
  /**
   * Writes products (issue 24): the back-office, the ERP integration and imports call its
   * `create`, `replace`, `saveByCode`, `get` and `getByCode` with a staff member or an integration.
   */
  products: ProductEditingService;
  /** Ends the index's builder thread, if it has one. */
  close(): Promise<void>;
}

/**
 * The `catalog.changed` event's handler (decision 092): raises the catalogue version with what
 * changed, in the raising transaction, so every process patches or rebuilds its index.
 */
export async function recordCatalogChange({ change }: { change: CatalogChange }, trx: Db): Promise<void> {
  await bumpCatalogVersion(trx, change);
}

/** A catalogue change's audit entry: a staff member's, or an integration's (staff_id null). */
export async function recordCatalogAudit(trx: Db, actor: CatalogActor, change: AuditChange): Promise<void> {
  if (isIntegrationActor(actor)) await recordIntegrationAudit(trx, actor.integration, change);
  else await recordAudit(trx, actor, change);
}

/** Builds the catalogue's services; the snapshot itself is built on first use (or on listen). */
export function createCatalog(
  db: Db,
  options: {
    log: FastifyBaseLogger;
    afterBuild?: (seconds: number) => void;
    afterPatch?: (seconds: number) => void;
    clock?: () => Date;
    /** Build the index in a worker thread on this database (decision 082); in process without. */
    buildWorker?: Config['database'];
    /** Keep the built index in this folder for the next start (decision 085). */
    indexCache?: { dir: string; database: Config['database'] };
  },
): Catalog {
  const repository = new CatalogRepository(db);
  const cache =
    options.indexCache === undefined
      ? null
      : new SnapshotFileCache(options.indexCache.dir, databaseKey(options.indexCache.database));
  const workers =
    options.buildWorker === undefined ? null : snapshotWorkers(options.buildWorker, cache?.database);
  const source = new SnapshotSource({
    repo: repository,
    cache,
    log: options.log,
    ...(workers === null ? {} : { worker: workers }),
  });
  const store = new CatalogStore(repository, {
    log: options.log,
    ...(options.afterBuild === undefined ? {} : { afterBuild: options.afterBuild }),
    ...(options.afterPatch === undefined ? {} : { afterPatch: options.afterPatch }),
    build: source.next,
  });
  return {
    catalog: new CatalogService(repository, store, options.clock),
    listings: new ListingService(store, options.clock),
    productPages: new ProductPageService(repository, store, options.clock, new ProductImagesRepository(db)),
    store,
    source,
    products: new ProductEditingService({ db, audit: recordCatalogAudit, clock: options.clock }),
    close: async () => {
      await store.idle();
      await source.idle();
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

/**
 * The catalogue's back-office routes (issue 24): products, categories, brands and attributes
 * (role `catalog`, admin always). Registered after the back-office core, so the staff guard's
 * registry sees them. A change raises the catalogue version; this process's index then rebuilds
 * before the reply, so the next buyer call sees it.
 */
export function registerCatalogAdmin(
  app: FastifyInstance,
  deps: { db: Db; catalog: Catalog; requireStaff: RequireStaff; clock?: (() => Date) | undefined },
): void {
  const { db, clock } = deps;
  const { store } = deps.catalog;
  registerProductAdminRoutes(app, {
    requireStaff: deps.requireStaff,
    list: new ProductListService({ db, clock }),
    editing: deps.catalog.products,
    clientPrices: new ClientPricesService({ db, clock }),
    changed: () => store.refresh(),
  });
  const taxonomy = { db, audit: recordAudit, changed: () => store.refresh() };
  registerTaxonomyAdminRoutes(app, {
    requireStaff: deps.requireStaff,
    categories: new CategoryService(taxonomy),
    brands: new BrandService(taxonomy),
    attributes: new AttributeService(taxonomy),
  });
}

/**
 * The product picture gallery's staff calls (issue 24, decision 083): upload, reorder, delete;
 * the pictures are stored under DATA_DIR/storage and served by the images module. A change waits
 * for this process's catalogue index like the other back-office saves (decision 090).
 */
export function registerProductImages(
  app: FastifyInstance,
  deps: { db: Db; dataDir: string; requireStaff: RequireStaff; catalog: Catalog },
): void {
  const { store } = deps.catalog;
  registerProductImageRoutes(app, {
    images: new ProductImagesService<Staff>({
      db: deps.db,
      dataDir: deps.dataDir,
      audit: recordAudit,
      log: app.log,
      changed: () => store.refresh(),
    }),
    requireStaff: deps.requireStaff,
  });
}

/**
 * The catalogue's calls of the ERP's integration API (decision 081): products read in the
 * back-office's shape, saved by code one at a time or in batches through the product-editing
 * service, and the daily price feed; registered after the integrations module.
 */
export function registerCatalogIntegration(deps: {
  db: Db;
  catalog: Catalog;
  route: IntegrationRouter;
}): void {
  const { store, products } = deps.catalog;
  registerCatalogIntegrationRoutes(deps.route, {
    prices: new PriceFeedService({
      db: deps.db,
      audit: recordIntegrationAudit,
      changed: () => store.refresh(),
    }),
    products: new ProductFeedService(deps.db),
    editing: products,
    batch: new ProductBatchService(products),
    changed: () => store.refresh(),
  });
}
