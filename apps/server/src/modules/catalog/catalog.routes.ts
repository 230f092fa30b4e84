import {
  SEARCH_MAX_LENGTH,
  SearchQuerySchema,
  type MenuReply,
  type ProductListReply,
} from '@kodumasinad/contract';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-guard.js';
import { sendJsonBytes } from '../../platform/json-text.js';
import { throwFieldErrors } from './listing-request.js';
import type { CatalogService } from './catalog.service.js';

const SearchJsonQuerySchema = z.object({ query: SearchQuerySchema.optional() });

function searchQuery(raw: unknown): string {
  const parsed = SearchJsonQuerySchema.safeParse(raw ?? {});
  if (!parsed.success)
    throwFieldErrors({ query: [`Otsisõna võib olla kuni ${SEARCH_MAX_LENGTH} tähemärki.`] });
  return parsed.data.query ?? '';
}

/**
 * The catalogue calls (SPEC §7 and issue 3). The listing and its facets are separate calls under
 * /api/search/ with the same query parameters (ListingQuerySchema), so the screen can load them
 * side by side without the global loader.
 */
export function registerCatalogRoutes(
  app: FastifyInstance,
  deps: { catalog: CatalogService; requireUser: preHandlerAsyncHookHandler },
): void {
  const { catalog, requireUser } = deps;
  const guarded = { preHandler: requireUser };

  app.get('/api/categories/menu', guarded, async (): Promise<MenuReply> => ({ data: await catalog.menu() }));

  app.get('/api/search/category', guarded, async (request, reply) =>
    sendJsonBytes(reply, await catalog.listing(currentUser(request), request.query)),
  );
  app.get('/api/search/properties', guarded, async (request) =>
    catalog.properties(currentUser(request), request.query),
  );
  app.get('/api/search/measures', guarded, async (request) =>
    catalog.measures(currentUser(request), request.query),
  );
  app.get('/api/search/value-ranges', guarded, async (request) =>
    catalog.valueRanges(currentUser(request), request.query),
  );
  app.get('/api/search/price-range', guarded, async (request) =>
    catalog.priceRange(currentUser(request), request.query),
  );
  app.get('/api/search/selected-filters', guarded, async (request) =>
    catalog.selectedFilters(currentUser(request), request.query),
  );

  app.get('/api/search/json', guarded, async (request, reply) =>
    sendJsonBytes(reply, await catalog.searchJson(currentUser(request), searchQuery(request.query))),
  );

  app.get<{ Params: { id: string } }>('/api/product/:id', guarded, async (request) => ({
    data: await catalog.product(currentUser(request), request.params.id),
  }));

  app.get('/api/products/recent', guarded, async (request): Promise<ProductListReply> => ({
    data: await catalog.recent(currentUser(request)),
  }));

  app.get('/api/products/featured', guarded, async (request): Promise<ProductListReply> => ({
    data: await catalog.featured(currentUser(request)),
  }));
}
