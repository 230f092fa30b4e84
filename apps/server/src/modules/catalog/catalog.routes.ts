import {
  ListingQuerySchema,
  MenuReplySchema,
  type MenuItem,
  ProductListReplySchema,
  ProductParamsSchema,
  ProductReplySchema,
  SearchJsonQuerySchema,
} from '@kodumasinad/contract';
import type { FastifyInstance } from 'fastify';
import { currentUser, type UserGuard } from '../../platform/auth-guard.js';
import { sendJsonBytes } from '../../platform/json-text.js';
import type { ContractTypeProvider } from '../../platform/validation.js';
import type { CatalogService } from './catalog.service.js';
import type { ListingService } from './listing.service.js';
import type { ProductPageService } from './product-page.service.js';

/**
 * The catalogue calls (SPEC §7 and issue 3). The listing and its facets are separate calls under
 * /api/search/ with the same query parameters (ListingQuerySchema), so the screen can load them
 * side by side without the global loader.
 */
export function registerCatalogRoutes(
  app: FastifyInstance,
  deps: {
    catalog: CatalogService;
    listings: ListingService;
    productPages: ProductPageService;
    requireUser: UserGuard;
    menu?: { menu(): Promise<MenuItem[]> };
  },
): void {
  const { catalog, listings, productPages, requireUser } = deps;
  // The back-office's edited menu when one is stored (decision 049), else the categories'.
  const menu = deps.menu ?? catalog;
  const api = app.withTypeProvider<ContractTypeProvider>();
  const guarded = { onRequest: requireUser };
  const listing = { ...guarded, schema: { querystring: ListingQuerySchema } };

  api.get(
    '/api/categories/menu',
    { ...guarded, schema: { response: { 200: MenuReplySchema } } },
    async () => ({
      data: await menu.menu(),
    }),
  );

  api.get('/api/search/category', listing, async (request, reply) =>
    sendJsonBytes(reply, await listings.listing(currentUser(request), request.query)),
  );
  api.get('/api/search/properties', listing, async (request) =>
    listings.properties(currentUser(request), request.query),
  );
  api.get('/api/search/measures', listing, async (request) =>
    listings.measures(currentUser(request), request.query),
  );
  api.get('/api/search/value-ranges', listing, async (request) =>
    listings.valueRanges(currentUser(request), request.query),
  );
  api.get('/api/search/price-range', listing, async (request) =>
    listings.priceRange(currentUser(request), request.query),
  );
  api.get('/api/search/selected-filters', listing, async (request) =>
    listings.selectedFilters(request.query),
  );

  api.get(
    '/api/search/json',
    { ...guarded, schema: { querystring: SearchJsonQuerySchema } },
    async (request, reply) =>
      sendJsonBytes(reply, await listings.searchJson(currentUser(request), request.query.query)),
  );

  api.get(
    '/api/product/:id',
    { ...guarded, schema: { params: ProductParamsSchema, response: { 200: ProductReplySchema } } },
    async (request) => ({ data: await productPages.product(currentUser(request), request.params.id) }),
  );

  api.get(
    '/api/products/recent',
    { ...guarded, schema: { response: { 200: ProductListReplySchema } } },
    async (request) => ({ data: await productPages.recent(currentUser(request)) }),
  );

  api.get(
    '/api/products/featured',
    { ...guarded, schema: { response: { 200: ProductListReplySchema } } },
    async (request) => ({ data: await productPages.featured(currentUser(request)) }),
  );
}
