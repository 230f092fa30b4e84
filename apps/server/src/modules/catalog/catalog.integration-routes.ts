import type { IntegrationRouter } from '../integrations/index.js';
import type { PriceFeedService } from './price-feed.service.js';
import type { ProductFeedService } from './product-feed.service.js';

/** The ERP's catalogue calls (issue 24, decision 081), on the integration API's router and guard. */
export function registerCatalogIntegrationRoutes(
  route: IntegrationRouter,
  deps: { prices: PriceFeedService; products: ProductFeedService },
): void {
  const { prices, products } = deps;

  route('listProducts', async ({ query }) => products.list(query));

  route('updatePrices', async ({ body, caller }) =>
    prices.apply({ id: caller.createdBy, integrationId: caller.id, integrationName: caller.name }, body),
  );
}
